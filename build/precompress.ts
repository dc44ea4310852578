import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts in woff2 and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed copy saves about what its headers add (the first scripts are above it). */
const MIN_BYTES = 512;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside `file` when each is smaller than the original. */
export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < raw.length ? writeFile(`${file}.br`, br) : null,
    gz.length < raw.length ? writeFile(`${file}.gz`, gz) : null,
  ]);
}

export function shouldPrecompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_BYTES;
}

/**
 * Writes Brotli and gzip copies of every text file of the build next to it (max quality: done
 * once at build time, not per request), so the server sends them as they are, chosen by the
 * request's Accept-Encoding. Source maps are left alone: only developer tools fetch them.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'starling:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (shouldPrecompress(file, (await stat(file)).size)) jobs.push(precompressFile(file));
      }
      await Promise.all(jobs);
    },
  };
}
