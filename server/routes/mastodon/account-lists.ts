// Paginated lists of accounts: followers, following, mutes, blocks. Cursors are the ids of the
// relation rows, as in Mastodon, so the Link header pages through the relation in order.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { pagedAll } from '../../db/paging.js';
import type { UserRow } from '../../db/users.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { presentAccounts } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { findAccount } from './accounts.js';

interface ListQuery {
  /** FROM/JOIN clause joining `users u` to relation rows aliased `x`. */
  from: string;
  where: string;
  params: Record<string, unknown>;
}

export function sendAccountList(req: FastifyRequest, reply: FastifyReply, q: ListQuery) {
  const page = pageParams(req);
  const rows = pagedAll<UserRow & { cursor_id: number }>(req.server.ctx.store, {
    select: 'u.*, x.id AS cursor_id',
    from: q.from,
    where: [q.where, 'u.deactivated = 0'],
    params: q.params,
    cursor: 'x.id',
    page,
  });
  setLinkHeader(req, reply, rows.map((r) => r.cursor_id));
  const rc = renderCtx(req);
  return presentAccounts(rc, rows);
}

export function registerAccountLists(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>(
    '/api/v1/accounts/:id/followers',
    { preHandler: requireUserIfPrivate(app) },
    async (req, reply) => {
      const target = findAccount(req, req.params.id);
      if (target.hide_followers && req.auth?.user?.id !== target.id) return [];
      return sendAccountList(req, reply, {
        from: 'follows x JOIN users u ON u.id = x.follower_id',
        where: "x.followee_id = @target AND x.state = 'accepted'",
        params: { target: target.id },
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/accounts/:id/following',
    { preHandler: requireUserIfPrivate(app) },
    async (req, reply) => {
      const target = findAccount(req, req.params.id);
      if (target.hide_follows && req.auth?.user?.id !== target.id) return [];
      return sendAccountList(req, reply, {
        from: 'follows x JOIN users u ON u.id = x.followee_id',
        where: "x.follower_id = @target AND x.state = 'accepted'",
        params: { target: target.id },
      });
    },
  );

  app.get('/api/v1/mutes', { preHandler: requireUser(app, 'read:mutes') }, async (req, reply) =>
    sendAccountList(req, reply, {
      from: 'mutes x JOIN users u ON u.id = x.target_id',
      where: 'x.user_id = @viewer',
      params: { viewer: req.auth!.user!.id },
    }),
  );

  app.get('/api/v1/blocks', { preHandler: requireUser(app, 'read:blocks') }, async (req, reply) =>
    sendAccountList(req, reply, {
      from: 'blocks x JOIN users u ON u.id = x.target_id',
      where: 'x.user_id = @viewer',
      params: { viewer: req.auth!.user!.id },
    }),
  );

  app.get('/api/v1/follow_requests', { preHandler: requireUser(app, 'read:follows') }, async (req, reply) =>
    sendAccountList(req, reply, {
      from: 'follows x JOIN users u ON u.id = x.follower_id',
      where: "x.followee_id = @viewer AND x.state = 'pending'",
      params: { viewer: req.auth!.user!.id },
    }),
  );
}
