// Files: the instance's own static layer (data/static, then server/instance-static, Pleroma's
// instance/static layout), generated images, uploaded media, and the client build in distDir with
// a single-page-app fallback to index.html (on the Pleroma flavour with Pleroma's page preload, http/preload.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { emojiImage, STICKER_PACK, stickerImage } from '../assets/emoji.js';
import { icoFromPng } from '../assets/ico.js';
import { avatarPng, defaultAvatarPng, flatGradientPng } from '../assets/images.js';
import { SERVER_DIR } from '../config.js';
import { pageWithPreload } from '../http/preload.js';

/**
 * The build's hashed files (vite build.assetsDir): a folder name no fediverse server uses, so
 * the client deployed beside any server never shadows the server's own /assets or /packs.
 */
export const STARLING_ASSETS = '_starling';

/** Paths that belong to the server, never to the SPA fallback. */
const SERVER_PREFIXES = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/media', '/emoji', '/static', '/socket', '/proxy', '/instance', '/images'];

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Starling</title></head>
<body><main><h1>Starling</h1><p>The web client is not built yet. Run <code>npm run build</code>, then reload this page.</p>
<p>The API is up: try <a href="/api/v1/timelines/public">/api/v1/timelines/public</a>.</p></main></body></html>`;

/** Resolve a URL path inside root, or null if it escapes root or is not a file. */
export function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
  const full = path.join(root, decoded);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? path.relative(root, full) : null;
  } catch {
    return null;
  }
}

const generated = new Map<string, Buffer>();
function cachedPng(key: string, make: () => Buffer): Buffer {
  let png = generated.get(key);
  if (!png) {
    png = make();
    generated.set(key, png);
  }
  return png;
}

/**
 * Sends a file of the client build (a path from fileUnder): hashed files under STARLING_ASSETS
 * are cached a year as immutable; unhashed names (index.html, sw.js, favicon) stay the same
 * across builds, so they revalidate. Shared by the embedded server and proxy mode.
 */
export function sendBuildFile(reply: FastifyReply, distDir: string, asset: string) {
  if (asset.startsWith(`${STARLING_ASSETS}${path.sep}`)) return reply.sendFile(asset, distDir, { maxAge: 31536000 * 1000, immutable: true });
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile(asset, distDir, { cacheControl: false });
}

function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400').send(png);
}

export function registerStatic(app: FastifyInstance): void {
  const { ctx } = app;
  const layers = (withDist: boolean) =>
    [ctx.paths.staticDir, path.join(SERVER_DIR, 'instance-static'), ...(withDist ? [ctx.distDir] : [])];

  const serveLayered = (req: FastifyRequest, reply: FastifyReply, withDist: boolean) => {
    const urlPath = req.url.split('?')[0];
    for (const root of layers(withDist)) {
      const rel = fileUnder(root, urlPath);
      if (rel) {
        if (!rel.endsWith('.json')) return reply.sendFile(rel, root);
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile(rel, root, { cacheControl: false });
      }
    }
    if (urlPath === '/static/config.json') return reply.send({});
    return reply.status(404).send({ error: 'Not found' });
  };

  app.get('/static/stickers.json', async () => ({ [STICKER_PACK.name]: `/static/stickers/${STICKER_PACK.name}/` }));
  app.get(`/static/stickers/${STICKER_PACK.name}/pack.json`, async () => {
    const files = STICKER_PACK.stickers.map((s) => s.file);
    // Pleroma-FE reads `title`, `tabIcon` and `stickers`; `meta`/`files` serve other readers.
    return { title: STICKER_PACK.title, author: 'Starling', license: 'CC0', tabIcon: files[0], stickers: files, meta: { title: STICKER_PACK.title }, files };
  });
  app.get<{ Params: { file: string } }>(`/static/stickers/${STICKER_PACK.name}/:file`, async (req, reply) => {
    const png = stickerImage(req.params.file);
    return png ? sendPng(reply, png) : reply.status(404).send({ error: 'Not found' });
  });
  app.get<{ Params: { file: string } }>('/emoji/custom/:file', async (req, reply) => {
    const png = emojiImage(req.params.file.replace(/\.png$/, ''));
    return png ? sendPng(reply, png) : reply.status(404).send({ error: 'Not found' });
  });
  app.get('/images/avi.png', async (_req, reply) => sendPng(reply, cachedPng('avi', () => defaultAvatarPng(128))));
  app.get('/images/banner.png', async (_req, reply) => sendPng(reply, cachedPng('banner', () => flatGradientPng(900, 300, 210, 260))));
  app.get('/instance/thumbnail.png', async (_req, reply) => sendPng(reply, cachedPng('thumb', () => avatarPng('starling', 256))));
  // The instance's icon where browsers and other clients look for it: a favicon.ico of the
  // instance's static layer or the build if there is one, else the thumbnail's picture.
  app.get('/favicon.ico', async (_req, reply) => {
    for (const root of layers(true)) if (fileUnder(root, '/favicon.ico')) return reply.sendFile('favicon.ico', root);
    const ico = cachedPng('favicon', () => icoFromPng(avatarPng('starling', 48), 48));
    return reply.header('Content-Type', 'image/x-icon').header('Cache-Control', 'public, max-age=86400').send(ico);
  });
  app.get('/instance/background.png', async (_req, reply) => sendPng(reply, cachedPng('bg', () => flatGradientPng(1280, 800, 220, 280))));

  app.get('/static/*', async (req, reply) => serveLayered(req, reply, true));
  app.get('/instance/*', async (req, reply) => serveLayered(req, reply, false));
  app.get('/media/*', async (req, reply) => {
    const rel = fileUnder(ctx.paths.media, req.url.split('?')[0].slice('/media'.length));
    if (!rel) return reply.status(404).send({ error: 'Not found' });
    return reply.sendFile(rel, ctx.paths.media, { maxAge: 31536000 * 1000, immutable: true });
  });

  // The client build and its single-page fallback. A route, not the not-found handler, so that the
  // page (generated when it carries the preload) is compressed like every other answer.
  app.get('/*', async (req, reply) => {
    const urlPath = req.url.split('?')[0];
    const serverPath = SERVER_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
    if (serverPath) return reply.status(404).send({ error: 'Not found' });
    const asset = fileUnder(ctx.distDir, urlPath);
    if (asset) return sendBuildFile(reply, ctx.distDir, asset);
    if (!(req.headers.accept ?? '').includes('text/html')) return reply.status(404).send({ error: 'Not found' });
    reply.header('Cache-Control', 'no-cache');
    if (!fileUnder(ctx.distDir, '/index.html')) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    if (ctx.flavor !== 'pleroma') return reply.sendFile('index.html', ctx.distDir, { cacheControl: false });
    const indexHtml = await fs.promises.readFile(path.join(ctx.distDir, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(await pageWithPreload(app, req, indexHtml, urlPath));
  });
  app.setNotFoundHandler(async (_req, reply) => reply.status(404).send({ error: 'Not found' }));
}
