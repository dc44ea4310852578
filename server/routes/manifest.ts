// The web app manifest with this instance's name: the client build ships a static
// manifest.webmanifest (build/pwa.ts) named Starling, as on any server that serves the client as
// files; the embedded instance knows its own name and puts it in, the rest as built.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { str } from '../http/params.js';

export const MANIFEST_PATH = '/manifest.webmanifest';
/** The manifest's share_target action (src/lib/shareTarget.ts). */
export const SHARE_PATH = '/share';

export function registerManifest(app: FastifyInstance): void {
  app.get(MANIFEST_PATH, async (_req, reply) => {
    let built: Record<string, unknown>;
    try {
      built = JSON.parse(await fs.promises.readFile(path.join(app.ctx.distDir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    } catch {
      return reply.status(404).send({ error: 'Not found' });
    }
    const name = app.ctx.config().name.trim();
    const named = name ? { ...built, name, short_name: name } : built;
    return reply.type('application/manifest+json').header('Cache-Control', 'no-cache').send(JSON.stringify(named));
  });
}

/**
 * The share target's POST where the service worker is not running yet (it normally answers it,
 * keeping shared images): the share page gets the title, text and URL; images are left out.
 */
export function registerShareFallback(app: FastifyInstance): void {
  app.post(SHARE_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const query = new URLSearchParams();
    for (const key of ['title', 'text', 'url']) {
      const v = str(body[key]);
      if (v?.trim()) query.set(key, v);
    }
    const qs = query.toString();
    return reply.redirect(`${SHARE_PATH}${qs ? `?${qs}` : ''}`, 303);
  });
}
