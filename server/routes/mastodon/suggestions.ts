// Who to follow: discoverable accounts the user does not follow or ask to follow, has not blocked
// or muted and is not blocked by. Friends of friends first, then the most followed, then newest.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { accountFilterSql } from '../../db/relations.js';
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
  return req.server.ctx.store.all<UserRow>(
    `SELECT u.* FROM users u
     WHERE u.id != @viewer AND u.deactivated = 0 AND u.discoverable = 1
       AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = u.id)
       AND ${accountFilterSql('u.id')}
     ORDER BY
       (SELECT COUNT(*) FROM follows ff JOIN follows mine ON mine.followee_id = ff.follower_id
         WHERE ff.followee_id = u.id AND ff.state = 'accepted' AND mine.follower_id = @viewer AND mine.state = 'accepted') DESC,
       (SELECT COUNT(*) FROM follows fc WHERE fc.followee_id = u.id AND fc.state = 'accepted') DESC,
       u.id DESC
     LIMIT @limit OFFSET @offset`,
    { viewer: req.auth!.user!.id, limit, offset: offsetParam(req) },
  );
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
