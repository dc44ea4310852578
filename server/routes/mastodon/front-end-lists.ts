// Lists that Pleroma's own front end (and Mastodon clients) ask for at start and on their main
// screens. This instance has none of these things yet, so each answers an empty list in the
// server's shape instead of a 404: announcements (both flavors), and Pleroma's
// scrobbles and bookmark folders (pleroma flavor only, as on a real Pleroma).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { findAccount } from './accounts.js';

export function registerFrontEndLists(app: FastifyInstance): void {
  app.get('/api/v1/announcements', { preHandler: requireUser(app, 'read') }, async () => []);
  if (app.ctx.flavor !== 'pleroma') return;
  // Scrobbles are public like the profile; an unknown account is still a 404.
  app.get<{ Params: { id: string } }>('/api/v1/pleroma/accounts/:id/scrobbles', async (req) => {
    findAccount(req, req.params.id);
    return [];
  });
  app.get('/api/v1/pleroma/bookmark_folders', { preHandler: requireUser(app, 'read:bookmarks') }, async () => []);
}
