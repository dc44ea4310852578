// The page and the two small scripts it loads before the app (public/theme-boot.js,
// public/last-seen-early.js) are written with comments for the people who read them; every visit
// downloads them before its first status, so the build sends them without (about 1 KB compressed).
// The scripts are minified in the output folder after it is written (writeBundle), before the
// service worker's precache list and the compressed copies are made from it (closeBundle).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin, type ResolvedConfig } from 'vite';

/** public/ scripts the page loads before the app. */
export const FIRST_SCRIPTS = ['theme-boot.js', 'last-seen-early.js'];

/** The page's comments go, except the placeholder a Pleroma server fills with its preload. */
export function stripHtmlComments(html: string): string {
  return html.replace(/\s*<!--(?!server-generated-meta-->)[\s\S]*?-->/g, '');
}

export function trimFirstRequests(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'starling:trim-first-requests',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: { order: 'post', handler: stripHtmlComments },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const name of FIRST_SCRIPTS) {
        const file = path.join(outDir, name);
        const result = await minify(name, await readFile(file, 'utf8'), { compress: true, mangle: true });
        if (result.errors.length > 0) throw new Error(`${name}: ${result.errors.map((e) => e.message).join('; ')}`);
        await writeFile(file, result.code);
      }
    },
  };
}
