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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
