// Reading accounts: verify_credentials, lookup, relationships, a profile and its statuses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { accountStatusesSql } from '../../db/timelineConditions.js';
import { userByAcct, userById, userByIdOrAcct, type UserRow } from '../../db/users.js';
import { hostOf } from '../../http/base.js';
import { badRequest, notFound } from '../../http/errors.js';
import { bool, list, str } from '../../http/params.js';
import { presentAccount, presentCredentialAccount, presentRelationships } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { sendTimeline } from './timeline-filters.js';

export function findAccount(req: FastifyRequest, idOrAcct: string): UserRow {
  const user = userByIdOrAcct(req.server.ctx.store, idOrAcct, hostOf(req));
  if (!user || (user.deactivated && !req.auth?.user?.is_admin)) throw notFound("Can't find user");
  return user;
}

export function registerAccounts(app: FastifyInstance): void {
  app.get('/api/v1/accounts/verify_credentials', { preHandler: requireUser(app, 'read:accounts') }, async (req) =>
    presentCredentialAccount(renderCtx(req), req.auth!.user!),
  );

  app.get('/api/v1/accounts/lookup', async (req) => {
    const acct = str((req.query as Record<string, unknown>).acct);
    if (!acct) throw badRequest('Missing acct');
    const user = userByAcct(app.ctx.store, acct, hostOf(req));
    if (!user || user.deactivated) throw notFound("Can't find user");
    return presentAccount(renderCtx(req), user);
  });

  app.get('/api/v1/accounts/relationships', { preHandler: requireUser(app, 'read:follows') }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const ids = list(q.id).slice(0, 100);
    const rc = renderCtx(req);
    const users = ids
      .filter((id) => /^\d+$/.test(id))
      .map((id) => userById(app.ctx.store, Number(id)))
      .filter((u): u is UserRow => !!u);
    return presentRelationships(rc, users);
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id', { preHandler: requireUserIfPrivate(app) }, async (req) =>
    presentAccount(renderCtx(req), findAccount(req, req.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/accounts/:id/statuses',
    { preHandler: requireUserIfPrivate(app) },
    async (req, reply) => {
      const target = findAccount(req, req.params.id);
      const q = req.query as Record<string, unknown>;
      const tagged = str(q.tagged)?.replace(/^#/, '').toLowerCase();
      const where = accountStatusesSql(bool(q.pinned) ?? false, !!tagged);
      // A profile shows its owner's posts even when the viewer muted them.
      return sendTimeline(req, reply, { where, params: { target: target.id, tagged }, withMuted: true });
    },
  );
}
