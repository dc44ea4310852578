import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bundleReport } from './build/bundleReport.ts';
import { firstPaintChunk } from './build/firstPaintChunk.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';
import { ruffleAssets } from './build/ruffleAssets.ts';
import { trimFirstRequests } from './build/trimFirstRequests.ts';
import { treeShakeReactRouter } from './build/treeShakeReactRouter.ts';
import { preloadDependencies, warmPreload } from './build/warmPreload.ts';

// The dev server proxies the instance paths to the embedded server (npm run serve) so that
// `npm run dev` talks to a real backend exactly as the built client does from its own origin.
const backend = process.env.STARLING_DEV_BACKEND ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/static', '/instance', '/media', '/emoji', '/socket', '/proxy'];

const firstPaint = firstPaintChunk();
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// What the first screen's chunks hold, by module (`npm run bench` prints it); react-dom renders.
const report = bundleReport({ root, reportFile: `${root}/.tmp/bundle-report.json`, runtime: 'react-dom' });

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

export default defineConfig({
  plugins: [react(), treeShakeReactRouter(), firstPaint.plugin, report, precompress(), ruffleAssets().plugin, pwa(), warmPreload(), trimFirstRequests()],
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
    modulePreload: {
      // Current browsers preload modules themselves (Safari since 17, Firefox since 115); an older
      // one still loads them, only later: the polyfill is not worth its bytes in the first chunk.
      polyfill: false,
      // Only the startup chunks' imports are listed ahead of time (build/warmPreload.ts).
      resolveDependencies: preloadDependencies,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // With it the helper every language's strings module shares (i18n/sections.ts): left
            // to the bundler it went into the first language's chunk, which every other one then
            // imported (English strings fetched Arabic's too).
            { name: 'app', test: (id: string) => firstPaint.test(id) || id.endsWith('/src/i18n/sections.ts'), priority: 100 },
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
});
