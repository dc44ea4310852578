import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One module of the first-paint chunks, with its share of their compressed size. */
export interface ReportedModule {
  /** Path relative to the project (`src/…`) or the package (`react-dom`) for dependencies. */
  name: string;
  /** Bytes of the module as rendered into the chunk (before minification). */
  rendered: number;
  /** Its own code gzipped alone: a ranking figure, a little above what it adds to the chunk. */
  gzip: number;
}

export interface BundleReport {
  /** The chunks index.html loads before anything runs, with their minified and gzipped sizes. */
  chunks: { file: string; bytes: number; gzip: number }[];
  modules: ReportedModule[];
}

/** `…/node_modules/react-dom/cjs/x.js` → `react-dom`; a source file → its path from the root. */
function moduleName(id: string, root: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  return id.startsWith(root) ? id.slice(root.length + 1) : id;
}

/**
 * Writes what the first paint's chunks hold (`.tmp/bundle-report.json`, read by `npm run bench`),
 * so the next change that grows the first screen is seen by name; and fails the build unless the
 * first chunk renders with react-dom, the runtime the tests certify.
 */
export function bundleReport(options: { root: string; reportFile: string; runtime: string }): Plugin {
  return {
    name: 'starling:bundle-report',
    apply: 'build',
    // After the write: Vite fills in each chunk's preload list only after generateBundle, and
    // those lists are bytes the browser downloads.
    writeBundle(_output, bundle) {
      const chunks: BundleReport['chunks'] = [];
      const byName = new Map<string, ReportedModule>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (!file.isEntry) continue;
        for (const name of [file.fileName, ...file.imports]) {
          const chunk = bundle[name];
          if (!chunk || chunk.type !== 'chunk' || chunks.some((c) => c.file === name)) continue;
          chunks.push({ file: name, bytes: Buffer.byteLength(chunk.code), gzip: gzipSync(chunk.code).length });
          for (const [id, m] of Object.entries(chunk.modules)) {
            const name = moduleName(id, options.root);
            const entry = byName.get(name) ?? { name, rendered: 0, gzip: 0 };
            entry.rendered += m.renderedLength;
            entry.gzip += m.code ? gzipSync(m.code).length : 0;
            byName.set(name, entry);
          }
        }
      }
      if (!byName.has(options.runtime)) this.error(`${options.runtime} is not in the first chunk: the client renders with React`);
      const report: BundleReport = { chunks, modules: [...byName.values()].sort((a, b) => b.gzip - a.gzip) };
      mkdirSync(dirname(options.reportFile), { recursive: true });
      writeFileSync(options.reportFile, JSON.stringify(report, null, 1));
    },
  };
}
