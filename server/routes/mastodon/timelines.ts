// Status timelines: home, public, tag, direct, bookmarks, favourites.
import type { FastifyInstance } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { badRequest } from '../../http/errors.js';
import { homeSql } from '../../db/home.js';
import { DIRECT_SQL, PUBLIC_SQL, taggedSql } from '../../db/timelineConditions.js';
import { list, str } from '../../http/params.js';
import { sendTimeline } from './timeline-filters.js';

export function registerTimelines(app: FastifyInstance): void {
  app.get('/api/v1/timelines/home', { preHandler: requireUser(app, 'read:statuses') }, async (req, reply) =>
    sendTimeline(req, reply, {
      where: [homeSql(app.ctx.flavor)],
    }),
  );

  app.get('/api/v1/timelines/public', { preHandler: requireUserIfPrivate(app) }, async (req, reply) =>
    sendTimeline(req, reply, { where: PUBLIC_SQL }),
  );

  app.get<{ Params: { tag: string } }>(
    '/api/v1/timelines/tag/:tag',
    { preHandler: requireUserIfPrivate(app) },
    async (req, reply) => {
      const q = req.query as Record<string, unknown>;
      const tags = [req.params.tag, ...list(q.any)].map((t) => t.replace(/^#/, '').toLowerCase()).filter(Boolean);
      if (tags.length === 0 || tags.some((t) => t.length > 200)) throw badRequest('Invalid tag');
      const none = list(q.none).map((t) => t.replace(/^#/, '').toLowerCase());
      const params: Record<string, unknown> = {};
      tags.forEach((t, i) => (params[`tag${i}`] = t));
      none.forEach((t, i) => (params[`none${i}`] = t));
      const where = [...PUBLIC_SQL, taggedSql('tag', tags.length)];
      if (none.length) where.push(taggedSql('none', none.length, true));
      return sendTimeline(req, reply, { where, params });
    },
  );

  app.get('/api/v1/timelines/direct', { preHandler: requireUser(app, 'read:statuses') }, async (req, reply) =>
    sendTimeline(req, reply, { where: DIRECT_SQL }),
  );

  // Pleroma 2.8: `folder_id` narrows the bookmarks to one of the user's folders.
  app.get('/api/v1/bookmarks', { preHandler: requireUser(app, 'read:bookmarks') }, async (req, reply) => {
    const folderId = app.ctx.flavor === 'pleroma' ? str((req.query as Record<string, unknown>).folder_id) : undefined;
    return sendTimeline(req, reply, {
      where: folderId ? ['bm.folder_id = @folder'] : [],
      params: folderId ? { folder: /^\d+$/.test(folderId) ? Number(folderId) : -1 } : undefined,
      join: 'JOIN bookmarks bm ON bm.status_id = s.id AND bm.user_id = @viewer',
      cursor: 'bm.id',
      withMuted: true,
    });
  });

  app.get('/api/v1/favourites', { preHandler: requireUser(app, 'read:favourites') }, async (req, reply) =>
    sendTimeline(req, reply, {
      where: [],
      join: 'JOIN favourites fv ON fv.status_id = s.id AND fv.user_id = @viewer',
      cursor: 'fv.id',
      withMuted: true,
    }),
  );
}
