// Notifications: the list (Mastodon + Pleroma filters), one, dismiss, clear, and Pleroma's
// mark-as-read. Every route sees only the caller's own notifications.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import {
  clearNotifications,
  dismissNotification,
  fetchNotifications,
  markSeen,
  markSeenUpTo,
  NOTIFICATION_TYPES,
  ownNotification,
  PLEROMA_TYPES,
} from '../../db/notifications.js';
import { badRequest, notFound } from '../../http/errors.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { bool, list, str } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import type { NotificationRow } from '../../db/notifications.js';
import { presentNotification, presentNotifications } from '../../present/index.js';
import { registerGroupedNotifications } from './groupedNotifications.js';
import { notificationsReadMovedMarker } from './markers.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Pleroma answers a mark-as-read by max_id with at most this many notifications. */
const READ_RESPONSE_LIMIT = 80;

function knownTypes(app: FastifyInstance): readonly string[] {
  return app.ctx.flavor === 'pleroma' ? NOTIFICATION_TYPES : NOTIFICATION_TYPES.filter((t) => !PLEROMA_TYPES.includes(t));
}

function idParam(value: string | undefined, name = 'id'): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw badRequest(`Invalid ${name}`);
  return Number(value);
}

function render(req: FastifyRequest, rows: NotificationRow[]): Record<string, unknown>[] {
  const rc = renderCtx(req);
  return presentNotifications(rc, rows);
}

function renderOne(req: FastifyRequest, row: NotificationRow): Record<string, unknown> {
  const rendered = presentNotification(renderCtx(req), row);
  if (!rendered) throw notFound();
  return rendered;
}

export function registerNotifications(app: FastifyInstance): void {
  const store = app.ctx.store;
  const read = { preHandler: requireUser(app, 'read:notifications') };
  const write = { preHandler: requireUser(app, 'write:notifications') };

  app.get('/api/v1/notifications', read, async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const known = knownTypes(app);
    // Mastodon's `types[]`, Pleroma's `include_types[]`; unknown names are ignored, as upstream.
    const asked = [...list(q.types), ...list(q.include_types)];
    const types = asked.length ? known.filter((t) => asked.includes(t)) : known;
    const accountRaw = str(q.account_id);
    let accountId: number | undefined;
    if (accountRaw !== undefined && accountRaw !== '') {
      // An id that cannot be an account matches nothing (Mastodon answers an empty list).
      accountId = /^\d{1,15}$/.test(accountRaw) ? Number(accountRaw) : -1;
    }
    const rows = fetchNotifications(store, {
      userId: req.auth!.user!.id,
      page: pageParams(req),
      types,
      excludeTypes: list(q.exclude_types),
      accountId,
      withMuted: bool(q.with_muted) ?? false,
    });
    setLinkHeader(req, reply, rows.map((r) => r.id));
    return render(req, rows);
  });

  app.get<{ Params: { id: string } }>('/api/v1/notifications/:id', read, async (req: IdRequest) => {
    const row = ownNotification(store, req.auth!.user!.id, idParam(req.params.id));
    if (!row) throw notFound();
    return renderOne(req, row);
  });

  const dismiss = (userId: number, id: number) => {
    if (!dismissNotification(store, userId, id)) throw notFound();
    return {};
  };
  app.post<{ Params: { id: string } }>('/api/v1/notifications/:id/dismiss', write, async (req: IdRequest) =>
    dismiss(req.auth!.user!.id, idParam(req.params.id)),
  );
  // The older form (Mastodon < 3.1, still served by Pleroma): the id in the body.
  app.post('/api/v1/notifications/dismiss', write, async (req) =>
    dismiss(req.auth!.user!.id, idParam(str((req.body as Record<string, unknown> | undefined)?.id))),
  );

  app.post('/api/v1/notifications/clear', write, async (req) => {
    clearNotifications(store, req.auth!.user!.id);
    return {};
  });

  if (app.ctx.flavor !== 'pleroma') {
    registerGroupedNotifications(app);
    return;
  }

  // Pleroma: `id` marks one (answers it), `max_id` marks all up to it (answers those it changed).
  app.post('/api/v1/pleroma/notifications/read', write, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const userId = req.auth!.user!.id;
    const id = str(body.id);
    const maxId = str(body.max_id);
    if (id !== undefined && id !== '') {
      const row = ownNotification(store, userId, idParam(id));
      if (!row) throw notFound();
      if (!row.seen) markSeen(store, row.id);
      notificationsReadMovedMarker(app, userId);
      return renderOne(req, { ...row, seen: 1 });
    }
    if (maxId !== undefined && maxId !== '') {
      const changed = markSeenUpTo(store, userId, idParam(maxId, 'max_id'));
      notificationsReadMovedMarker(app, userId);
      return render(req, changed.slice(0, READ_RESPONSE_LIMIT));
    }
    throw badRequest('Either id or max_id is required');
  });
}
