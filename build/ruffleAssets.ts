import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const require = createRequire(import.meta.url);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The self-hosted Ruffle package: ruffle.js finds its core script and wasm beside itself. */
export function ruffleDir(): { dir: string; version: string } {
  const pkg = require.resolve('@ruffle-rs/ruffle/package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  return { dir: path.dirname(pkg), version };
}

/** URL folder of the emulator in the build; the version in the name keeps long caching safe. */
export const rufflePublicPath = (version: string) => `/_starling/ruffle-${version}/`;

const SHIPPED = /\.(?:js|wasm)$/;

/**
 * Copies the Flash emulator (a flash-player script loaded on demand) into the build and
 * serves it in development. Nothing imports it: the client adds its script tag on a click only.
 * The copy runs after the other plugins' closeBundle (precompress at maximum Brotli takes minutes
 * on 28 MB of wasm), and writes its own quicker Brotli and gzip siblings.
 */
export function ruffleAssets(): { plugin: Plugin; publicPath: string } {
  const { dir, version } = ruffleDir();
  const publicPath = rufflePublicPath(version);
  let config: ResolvedConfig;
  const plugin: Plugin = {
    name: 'starling:ruffle-assets',
    // The client reads the folder from this constant (features/flash/ruffle.ts).
    config: () => ({ define: { __RUFFLE_PUBLIC_PATH__: JSON.stringify(publicPath) } }),
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(publicPath, (req, res, next) => {
        const name = path.basename((req.url ?? '').split('?')[0]);
        if (!SHIPPED.test(name)) return next();
        readFile(path.join(dir, name)).then(
          (data) => {
            res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
            res.end(data);
          },
          () => next(),
        );
      });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build') return;
        const target = path.join(path.resolve(config.root, config.build.outDir), publicPath);
        await mkdir(target, { recursive: true });
        const files = (await readdir(dir)).filter((f) => SHIPPED.test(f) || f.startsWith('LICENSE'));
        for (const f of files) {
          await copyFile(path.join(dir, f), path.join(target, f));
          if (!SHIPPED.test(f)) continue;
          const raw = await readFile(path.join(dir, f));
          const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } };
          const [br, gz] = await Promise.all([brotli(raw, quality), gzip(raw, { level: 9 })]);
          await writeFile(path.join(target, `${f}.br`), br);
          await writeFile(path.join(target, `${f}.gz`), gz);
        }
      },
    },
  };
  return { plugin, publicPath };
}
