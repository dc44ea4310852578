// GET /api/v2/notifications (Mastodon ≥ 4.3, so only in the mastodon flavour, whose version says
// 4.3): notifications grouped, `limit` counting groups. Reads the caller's notifications in
// batches, newest first, until the page has `limit` groups or there are no more.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { fetchNotifications, NOTIFICATION_TYPES, PLEROMA_TYPES } from '../../db/notifications.js';
import { pageParams } from '../../http/paginate.js';
import { list } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { renderNotification } from '../../views/notification.js';
import { GroupCollector } from '../../views/notificationGroups.js';

const BATCH = 40;

export function registerGroupedNotifications(app: FastifyInstance): void {
  const store = app.ctx.store;
  const types = NOTIFICATION_TYPES.filter((t) => !PLEROMA_TYPES.includes(t));
  app.get('/api/v2/notifications', { preHandler: requireUser(app, 'read:notifications') }, async (req) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const page = pageParams(req, 80);
    const rc = renderCtx(req);
    const groups = new GroupCollector(page.limit);
    let maxId = page.maxId;
    for (;;) {
      const rows = fetchNotifications(store, {
        userId: req.auth!.user!.id,
        page: { maxId, sinceId: page.sinceId, limit: BATCH },
        types,
        excludeTypes: list(q.exclude_types),
        withMuted: false,
      });
      rc.loaded.loadNotifications(rows);
      let stopped = false;
      for (const row of rows) {
        const rendered = renderNotification(rc, row);
        if (rendered && !groups.add(rendered)) {
          stopped = true;
          break;
        }
      }
      if (stopped || rows.length < BATCH) break;
      maxId = rows[rows.length - 1]!.id;
    }
    return groups.answer();
  });
}
