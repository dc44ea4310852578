// The floors of docs/ARCHITECTURE.md as ESLint configuration: an import that goes up a floor,
// or sideways from one feature folder into another that it has not declared, fails `npm run lint`.
// Built on ESLint's own no-restricted-imports: one block per floor (and per folder depth, since
// the rule sees the import as written, `../../api/http`, not as resolved).
import { readdirSync } from 'node:fs';

/**
 * What each floor may not import. Floors are src/ folders; each uses only those below it:
 * app → features → ui, boot → services → store → api → entities → lib, i18n.
 * boot (the start-up sequence) sets the server and reads preloaded data before the store holds any.
 */
const FORBIDDEN = {
  app: ['main'],
  features: ['main', 'app', 'boot', 'api'],
  ui: ['main', 'app', 'features', 'boot', 'services', 'api'],
  boot: ['main', 'app', 'features', 'ui'],
  services: ['main', 'app', 'features', 'ui', 'boot'],
  store: ['main', 'app', 'features', 'ui', 'boot', 'services'],
  api: ['main', 'app', 'features', 'ui', 'boot', 'services', 'store'],
  entities: ['main', 'app', 'features', 'ui', 'boot', 'services', 'store', 'api'],
  lib: ['main', 'app', 'features', 'ui', 'boot', 'services', 'store', 'api', 'entities', 'i18n', 'styles'],
  i18n: ['main', 'app', 'features', 'ui', 'boot', 'services', 'store', 'api', 'entities', 'lib', 'styles'],
};

/**
 * The other feature folders a feature may import statically. Keep it free of cycles: a piece two
 * features share moves down to ui/ (components) or entities/ (rules about data). Opening another
 * feature's screen lazily (`lazyChunk(() => import(...))`) is how app/ reaches features, and is not
 * checked here.
 */
export const FEATURE_USES = {
  about: ['features-panel', 'instance-panel'],
  chats: ['compose', 'emoji-input', 'media-viewer', 'status'],
  compose: ['emoji-input', 'status'],
  conversation: ['status', 'timeline'],
  'friend-requests': ['search', 'user-card'],
  hashtags: ['lists'],
  interactions: ['notifications'],
  keyboard: ['compose'],
  lists: ['timeline', 'user-card'],
  notifications: ['status', 'timeline'],
  profile: ['hashtags', 'status', 'timeline', 'user-card'],
  registration: ['auth'],
  search: ['status', 'user-card'],
  settings: ['known-domains', 'theme', 'user-card'],
  status: ['account-actions', 'flash', 'media-viewer'],
  timeline: ['hashtags', 'nav', 'status'],
  'user-card': ['account-actions', 'follow', 'media-viewer', 'moderation'],
  'user-panel': ['auth', 'user-card'],
  'who-to-follow': ['search', 'user-card'],
};

const MAX_DEPTH = 5;
const SOURCES = '*.{ts,tsx}';
const TESTS = ['**/*.test.{ts,tsx}', 'src/test/**', 'src/store/testing.tsx'];

const up = (n) => `(\\.\\./){${n}}`;
const names = (list) => `(${list.map((n) => n.replace(/[.]/g, '\\$&')).join('|')})`;

/** One restricted-imports pattern: `list` reached from a file `depth` folders below src/. */
const floorPattern = (floor, depth) => ({
  caseSensitive: true,
  regex: `^${up(depth + 1)}${names(FORBIDDEN[floor])}(/|\\.|$)`,
  message: `${floor}/ may not import this floor (docs/ARCHITECTURE.md "Floors"): move the piece down a floor, or act through the store.`,
});

const featurePattern = (feature, depth) => ({
  // From src/features/<feature>/ plus `depth` folders, `depth + 1` steps up reach src/features/.
  caseSensitive: true,
  regex: `^${up(depth + 1)}(?!${names([feature, ...(FEATURE_USES[feature] ?? [])])}(/|$))[\\w-]+(/|$)`,
  message: `features/${feature}/ may not import another feature folder it has not declared (scripts/floors.mjs FEATURE_USES): move the shared piece down to ui/ or entities/.`,
});

/** ESLint config blocks for src/, each carrying `paths` (rules that apply everywhere) with its floor patterns. */
export function floorBlocks(root, paths) {
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
  const blocks = [];
  for (const floor of Object.keys(FORBIDDEN).filter((f) => f !== 'features')) {
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      blocks.push({ files: [`src/${floor}/${'*/'.repeat(depth)}${SOURCES}`], ignores: TESTS, rules: rule([floorPattern(floor, depth)]) });
    }
  }
  const features = readdirSync(`${root}/src/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const feature of features) {
    for (let depth = 0; depth <= MAX_DEPTH - 1; depth++) {
      blocks.push({
        files: [`src/features/${feature}/${'*/'.repeat(depth)}${SOURCES}`],
        ignores: TESTS,
        rules: rule([floorPattern('features', depth + 1), featurePattern(feature, depth)]),
      });
    }
  }
  return blocks;
}
