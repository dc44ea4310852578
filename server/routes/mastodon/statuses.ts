// Reading statuses: one status, its thread context, who favourited or reblogged it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUserIfPrivate } from '../../auth.js';
import { ancestors, canSee, descendants, statusById, type StatusRow } from '../../db/statuses.js';
import { notFound } from '../../http/errors.js';
import { renderCtx } from '../../views/context.js';
import { presentStatus, presentStatuses } from '../../present/index.js';
import { sendAccountList } from './account-lists.js';
import { withoutBlocked } from './timeline-filters.js';

/** The status if the caller may see it; 404 otherwise, so private posts do not leak existence. */
export function visibleStatus(req: FastifyRequest, id: string): StatusRow {
  const status = /^\d{1,17}$/.test(id) ? statusById(req.server.ctx.store, Number(id)) : undefined;
  if (!status || !canSee(req.server.ctx.store, status, req.auth?.user?.id ?? null)) throw notFound();
  return status;
}

export function registerStatuses(app: FastifyInstance): void {
  const readable = { preHandler: requireUserIfPrivate(app) };

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id', readable, async (req) => {
    const rendered = presentStatus(renderCtx(req), visibleStatus(req, req.params.id));
    if (!rendered) throw notFound();
    return rendered;
  });

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/context', readable, async (req) => {
    const status = visibleStatus(req, req.params.id);
    const viewerId = req.auth?.user?.id ?? null;
    const rc = renderCtx(req);
    return {
      // Blocks hide posts both ways, in threads too.
      ancestors: presentStatuses(rc, withoutBlocked(req, ancestors(app.ctx.store, status, viewerId))),
      descendants: presentStatuses(rc, withoutBlocked(req, descendants(app.ctx.store, status, viewerId))),
    };
  });

  app.get<{ Params: { id: string } }>(
    '/api/v1/statuses/:id/favourited_by',
    readable,
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const status = visibleStatus(req, req.params.id);
      return sendAccountList(req, reply, {
        from: 'favourites x JOIN users u ON u.id = x.user_id',
        where: 'x.status_id = @status',
        params: { status: status.id },
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/statuses/:id/reblogged_by',
    readable,
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const status = visibleStatus(req, req.params.id);
      return sendAccountList(req, reply, {
        from: 'statuses x JOIN users u ON u.id = x.user_id',
        where: 'x.reblog_of_id = @status',
        params: { status: status.id },
      });
    },
  );
}
