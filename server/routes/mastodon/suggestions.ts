// Who to follow (db/suggestions.ts decides whom, in which order), a page at a time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { suggestedAccounts as suggested } from '../../db/suggestions.js';
import type { UserRow } from '../../db/users.js';
import { offsetParam } from '../../http/paginate.js';
import { str } from '../../http/params.js';
import { presentAccounts } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';

const DEFAULT_LIMIT = 40;
const MAX_LIMIT = 80;

function suggestedAccounts(req: FastifyRequest): UserRow[] {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const n = Number(str(q.limit));
  const limit = Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), MAX_LIMIT) : DEFAULT_LIMIT;
  return suggested(req.server.ctx.store, req.auth!.user!.id, limit, offsetParam(req));
}

export function registerSuggestions(app: FastifyInstance): void {
  app.get('/api/v1/suggestions', { preHandler: requireUser(app, 'read:accounts') }, async (req) => {
    const rc = renderCtx(req);
    return presentAccounts(rc, suggestedAccounts(req));
  });

  app.get('/api/v2/suggestions', { preHandler: requireUser(app, 'read:accounts') }, async (req) => {
    const rc = renderCtx(req);
    return presentAccounts(rc, suggestedAccounts(req)).map((account) => ({ source: 'global', sources: ['global'], account }));
  });
}
