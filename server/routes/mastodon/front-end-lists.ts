// Pleroma's scrobbles, which Pleroma's own front end asks for on profiles: this instance records
// none, so it answers an empty list in Pleroma's shape instead of a 404 (pleroma flavor only, as
// on a real Pleroma).
import type { FastifyInstance } from 'fastify';
import { findAccount } from './accounts.js';

export function registerFrontEndLists(app: FastifyInstance): void {
  if (app.ctx.flavor !== 'pleroma') return;
  // Scrobbles are public like the profile; an unknown account is still a 404.
  app.get<{ Params: { id: string } }>('/api/v1/pleroma/accounts/:id/scrobbles', async (req) => {
    findAccount(req, req.params.id);
    return [];
  });
}
