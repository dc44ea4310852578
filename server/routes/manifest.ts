// The web app manifest with this instance's name: the client build ships a static
// manifest.webmanifest (build/pwa.ts) named Starling, as on any server that serves the client as
// files; the embedded instance knows its own name and puts it in, the rest as built.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST_PATH = '/manifest.webmanifest';

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
