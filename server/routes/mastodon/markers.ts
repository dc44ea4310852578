// /api/v1/markers (Mastodon 3.0, also in Pleroma): where a user stopped reading a timeline.
// Each flavour keeps what its original keeps: Mastodon home and notifications; Pleroma only
// notifications (a home marker is accepted and dropped, as Pleroma's Marker module does), with
// pleroma.unread_count, and tied to the notifications' read state both ways. A GET naming no
// timeline answers {} (both). Writes are one transaction each, so the 409 Mastodon answers to two
// writes racing on one row cannot happen here.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { followNotificationsRead, markersOf, unreadNotificationCount, upsertMarker, type MarkerRow, type MarkerTimeline } from '../../db/markers.js';
import { markSeenUpTo } from '../../db/notifications.js';
import { badRequest } from '../../http/errors.js';
import { bodyOf, list } from '../../http/params.js';

const MASTODON_TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];
const PLEROMA_TIMELINES: readonly MarkerTimeline[] = ['notifications'];

/** `notifications[last_read_id]=…` arrives flat from a form, nested from JSON. */
function lastReadIdOf(body: Record<string, unknown>, timeline: MarkerTimeline): string | undefined {
  const nested = body[timeline];
  const v = nested && typeof nested === 'object' ? (nested as Record<string, unknown>).last_read_id : body[`${timeline}[last_read_id]`];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`Invalid ${timeline}[last_read_id]`);
  const id = String(v);
  if (!/^\d{1,17}$/.test(id)) throw badRequest(`Invalid ${timeline}[last_read_id]`);
  return id;
}

export function registerMarkers(app: FastifyInstance): void {
  const { store } = app.ctx;
  const pleroma = app.ctx.flavor === 'pleroma';
  const kept = pleroma ? PLEROMA_TIMELINES : MASTODON_TIMELINES;
  const render = (userId: number, rows: MarkerRow[]) => {
    const out: Record<string, unknown> = {};
    for (const m of rows) {
      out[m.timeline] = {
        last_read_id: m.last_read_id,
        version: m.version,
        updated_at: new Date(m.updated_at).toISOString(),
        ...(pleroma && m.timeline === 'notifications' ? { pleroma: { unread_count: unreadNotificationCount(store, userId) } } : {}),
      };
    }
    return out;
  };

  app.get('/api/v1/markers', { preHandler: requireUser(app, 'read:statuses') }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const asked = list(query['timeline[]'] ?? query.timeline).filter((t) => kept.includes(t as MarkerTimeline));
    const userId = req.auth!.user!.id;
    return render(userId, markersOf(store, userId, asked));
  });

  app.post('/api/v1/markers', { preHandler: requireUser(app, 'write:statuses') }, async (req) => {
    const body = bodyOf(req);
    const userId = req.auth!.user!.id;
    const given = MASTODON_TIMELINES.map((t) => [t, lastReadIdOf(body, t)] as const).filter((u): u is readonly [MarkerTimeline, string] => u[1] !== undefined);
    if (given.length === 0) throw badRequest('No marker given');
    const updates = given.filter(([t]) => kept.includes(t));
    store.tx(() => {
      const now = Date.now();
      for (const [timeline, id] of updates) {
        upsertMarker(store, userId, timeline, id, now);
        // Pleroma: the marker is the read state (everything up to it is seen).
        if (pleroma && timeline === 'notifications') markSeenUpTo(store, userId, Number(id));
      }
    });
    return render(userId, markersOf(store, userId, updates.map(([t]) => t)));
  });
}

/** After Pleroma's mark-as-read: its notifications marker moves with what is seen. */
export function notificationsReadMovedMarker(app: FastifyInstance, userId: number): void {
  if (app.ctx.flavor === 'pleroma') followNotificationsRead(app.ctx.store, userId);
}
