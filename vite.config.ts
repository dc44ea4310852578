import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPaintChunk } from './build/firstPaintChunk.ts';
import { precompress } from './build/precompress.ts';
import { ruffleAssets } from './build/ruffleAssets.ts';

// The dev server proxies the instance paths to the embedded server (npm run serve) so that
// `npm run dev` talks to a real backend exactly as the built client does from its own origin.
const backend = process.env.STARLING_DEV_BACKEND ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/static', '/instance', '/media', '/emoji', '/socket', '/proxy'];

const firstPaint = firstPaintChunk();

// The client's version for the about page and settings (src/lib/buildInfo.ts): package version and
// the commit it was built from (empty outside a git checkout).
const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

// The built client renders with Preact's React-compatible layer (build/reactOnPreact.js): the same
// components, 50 KB less on the wire before the first status (issue 18's 130 KB budget). Vitest and
// the dev server run React itself.
const preactInBuild = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./build/reactOnPreact.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' && process.env.STARLING_REACT !== '1' ? preactInBuild : [] },
  plugins: [react(), firstPaint.plugin, precompress(), ruffleAssets().plugin],
  define: {
    __STARLING_VERSION__: JSON.stringify(packageVersion),
    __STARLING_COMMIT__: JSON.stringify(gitCommit()),
  },
  build: {
    outDir: 'dist',
    // Not `assets/`: GoToSocial and Mastodon serve their own pages' files there (server/routes/static.ts).
    assetsDir: '_starling',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router feature-detects React 19's `use` and `useOptimistic`, which Preact's compat
        // lacks: it falls back by itself, so the notice that they are undefined is expected.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(log.id ?? '')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: firstPaint.test, priority: 100 },
            // The English sections the first paint leaves out, and each other language: one chunk each.
            { name: (id: string) => `strings-${/\/locales\/([^/]+)\//.exec(id)?.[1] ?? 'x'}`, debugName: 'strings', test: /\/src\/i18n\/locales\//, priority: 50 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, ws: true, changeOrigin: false }])),
  },
}));
