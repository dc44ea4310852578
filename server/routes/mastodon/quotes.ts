// A post's quotes, newest first, Link-paged: Pleroma's /api/v1/pleroma/statuses/:id/quotes and
// Mastodon 4.5's /api/v1/statuses/:id/quotes. Only quotes the caller may see are listed.
import type { FastifyInstance } from 'fastify';
import { requireUserIfPrivate } from '../../auth.js';
import { QUOTING_SQL } from '../../db/timelineConditions.js';
import { visibleStatus } from './statuses.js';
import { sendTimeline } from './timeline-filters.js';

export function registerQuotes(app: FastifyInstance): void {
  const path = app.ctx.flavor === 'pleroma' ? '/api/v1/pleroma/statuses/:id/quotes' : '/api/v1/statuses/:id/quotes';
  app.get<{ Params: { id: string } }>(path, { preHandler: requireUserIfPrivate(app) }, async (req, reply) => {
    const status = visibleStatus(req, req.params.id);
    return sendTimeline(req, reply, {
      where: [QUOTING_SQL],
      params: { quoted: status.id },
    });
  });
}
