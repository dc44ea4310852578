// POST /api/v1/reports: a member reports an account (and some of its statuses) to the staff.
// The row waits in `reports` for the admin; `forward` is kept only for remote accounts.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { insertReport } from '../../db/reports.js';
import { statusById } from '../../db/statuses.js';
import { userById } from '../../db/users.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, bool, list, str } from '../../http/params.js';
import { presentAccount } from '../../present/index.js';
import { iso, renderCtx } from '../../views/context.js';

const MAX_COMMENT = 1000;
const MAX_STATUSES = 100;

export function registerReports(app: FastifyInstance): void {
  const store = app.ctx.store;

  app.post('/api/v1/reports', { preHandler: requireUser(app, 'write:reports') }, async (req) => {
    const viewer = req.auth!.user!;
    const b = bodyOf(req);
    const accountId = str(b.account_id);
    if (!accountId) throw unprocessable('Missing account_id');
    const target = /^\d{1,17}$/.test(accountId) ? userById(store, Number(accountId)) : undefined;
    if (!target) throw notFound('Record not found');
    if (target.id === viewer.id) throw unprocessable('You cannot report yourself');

    const comment = str(b.comment) ?? '';
    if (comment.length > MAX_COMMENT) throw unprocessable(`Comment is too long (maximum is ${MAX_COMMENT} characters)`);
    const statusIds = [...new Set(list(b.status_ids))];
    if (statusIds.length > MAX_STATUSES) throw unprocessable('Too many statuses');
    for (const id of statusIds) {
      const owner = /^\d{1,17}$/.test(id) ? statusById(store, Number(id)) : undefined;
      if (!owner || owner.user_id !== target.id) throw unprocessable('Statuses must belong to the reported account');
    }
    const forward = target.domain !== null && (bool(b.forward) ?? false);
    const createdAt = Date.now();
    const id = insertReport(store, { reporterId: viewer.id, targetId: target.id, statusIds, comment, forward, createdAt });
    return {
      id: String(id),
      action_taken: false,
      action_taken_at: null,
      category: 'other',
      comment,
      forwarded: forward,
      created_at: iso(createdAt),
      status_ids: statusIds,
      rule_ids: null,
      target_account: presentAccount(renderCtx(req), target),
    };
  });
}
