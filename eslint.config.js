import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { floorBlocks } from './scripts/floors.mjs';

const RESTRICTED_PATHS = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink'],
    message: "Use ui/Link: React Router's own carries its framework prefetching into the first chunk.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS }],
    },
  },
  // The floors (docs/ARCHITECTURE.md): an import up a floor or into an undeclared feature fails.
  ...floorBlocks(import.meta.dirname, RESTRICTED_PATHS),
  {
    // The browser's own dialogs cannot be themed, translated or trusted with focus: the app asks
    // with its confirm dialog (src/ui/confirm.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...['alert', 'confirm', 'prompt'].map((name) => ({ name, message: 'Use useConfirm() from src/ui/confirm.ts.' }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['alert', 'confirm', 'prompt'].map((property) => ({ object, property, message: 'Use useConfirm() from src/ui/confirm.ts.' })),
        ),
      ],
    },
  },
  {
    // Components read state through the named selectors beside each slice (store/*Slice.ts), so
    // the state's shape can change in one place.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useAppSelector'] > ArrowFunctionExpression MemberExpression[object.type='Identifier'][object.name=/^(s|state)$/]",
          message: 'Read state with a named selector beside its slice (store/*Slice.ts), not by its shape here.',
        },
      ],
    },
  },
  {
    // Plain scripts served as they are (the pre-paint theme script).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Bench and E2E files hand functions to the browser (page.evaluate), so both sets of globals.
    files: ['e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Server: SQL lives in server/db/. A route validates, calls db/ and renders with a view; a view
    // reads rows already loaded (db/loaded/) and runs no query; the services (streaming, shout,
    // push, services/) call db/ too. Only the seed (server/seed/) writes its own SQL.
    files: ['server/routes/**/*.ts', 'server/views/**/*.ts', 'server/streaming/**/*.ts', 'server/shout/**/*.ts', 'server/push/**/*.ts', 'server/services/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(get|all|run|insert)$/] > Literal.arguments:first-child[value=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH|REPLACE)\\b/i]",
          message: 'SQL belongs in a server/db/ module; call it from here.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(get|all|run|insert)$/] > TemplateLiteral.arguments:first-child > TemplateElement:first-child[value.raw=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH|REPLACE)\\b/i]",
          message: 'SQL belongs in a server/db/ module; call it from here.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(prepare|exec|pragma)$/]:not([callee.object.regex])",
          message: 'Statements are prepared in server/db/ (db/store.ts), never in routes or views.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'better-sqlite3', message: 'Only server/db/ opens the database.' }],
          patterns: [{ group: ['**/db/open.js'], message: 'Only server/db/ opens the database.' }],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
