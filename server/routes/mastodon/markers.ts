// /api/v1/markers (Mastodon, also in Pleroma): where a user stopped reading a timeline. Clients
// of servers without Pleroma's notification read call keep notifications read state here.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { badRequest } from '../../http/errors.js';
import { bodyOf, list } from '../../http/params.js';

const TIMELINES = ['home', 'notifications'] as const;
type Timeline = (typeof TIMELINES)[number];

interface MarkerRow {
  timeline: Timeline;
  last_read_id: string;
  version: number;
  updated_at: number;
}

const render = (m: MarkerRow) => ({
  last_read_id: m.last_read_id,
  version: m.version,
  updated_at: new Date(m.updated_at).toISOString(),
});

/** `notifications[last_read_id]=…` arrives flat from a form, nested from JSON. */
function lastReadIdOf(body: Record<string, unknown>, timeline: Timeline): string | undefined {
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
  const markersOf = (userId: number, timelines: readonly string[]) => {
    const out: Record<string, unknown> = {};
    for (const row of store.all<MarkerRow>('SELECT timeline, last_read_id, version, updated_at FROM markers WHERE user_id = ?', [userId])) {
      if (timelines.includes(row.timeline)) out[row.timeline] = render(row);
    }
    return out;
  };

  app.get('/api/v1/markers', { preHandler: requireUser(app, 'read:statuses') }, async (req) => {
    const asked = list((req.query as Record<string, unknown>)['timeline[]'] ?? (req.query as Record<string, unknown>).timeline);
    return markersOf(req.auth!.user!.id, asked.length > 0 ? asked : TIMELINES);
  });

  app.post('/api/v1/markers', { preHandler: requireUser(app, 'write:statuses') }, async (req) => {
    const body = bodyOf(req);
    const userId = req.auth!.user!.id;
    const updates = TIMELINES.map((t) => [t, lastReadIdOf(body, t)] as const).filter((u): u is readonly [Timeline, string] => u[1] !== undefined);
    if (updates.length === 0) throw badRequest('No marker given');
    store.tx(() => {
      for (const [timeline, id] of updates) {
        store.run(
          `INSERT INTO markers (user_id, timeline, last_read_id, version, updated_at) VALUES (?, ?, ?, 1, ?)
           ON CONFLICT (user_id, timeline) DO UPDATE SET last_read_id = excluded.last_read_id, version = version + 1, updated_at = excluded.updated_at`,
          [userId, timeline, id, Date.now()],
        );
      }
    });
    return markersOf(userId, updates.map(([t]) => t));
  });
}
