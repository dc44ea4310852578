// Paginated lists of accounts: followers, following, mutes, blocks. Cursors are the ids of the
// relation rows, as in Mastodon, so the Link header pages through the relation in order.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
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
  const where = [q.where, 'u.deactivated = 0'];
  const params: Record<string, unknown> = { ...q.params, limit: page.limit };
  let order = 'DESC';
  if (page.maxId !== undefined) {
    where.push('x.id < @maxId');
    params.maxId = page.maxId;
  }
  if (page.minId !== undefined) {
    where.push('x.id > @minId');
    params.minId = page.minId;
    order = 'ASC';
  } else if (page.sinceId !== undefined) {
    where.push('x.id > @sinceId');
    params.sinceId = page.sinceId;
  }
  const rows = req.server.ctx.store.all<UserRow & { cursor_id: number }>(
    `SELECT u.*, x.id AS cursor_id FROM ${q.from} WHERE ${where.join(' AND ')} ORDER BY x.id ${order} LIMIT @limit`,
    params,
  );
  if (order === 'ASC') rows.reverse();
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
