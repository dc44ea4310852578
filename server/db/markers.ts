// Read markers (/api/v1/markers): where a user stopped reading a timeline. One row per user and
// timeline; the version counts the writes.
import type { Store } from './store.js';

export type MarkerTimeline = 'home' | 'notifications';

export interface MarkerRow {
  timeline: MarkerTimeline;
  last_read_id: string;
  version: number;
  updated_at: number;
}

export function markersOf(store: Store, userId: number, timelines: readonly string[]): MarkerRow[] {
  return store
    .all<MarkerRow>('SELECT timeline, last_read_id, version, updated_at FROM markers WHERE user_id = ? ORDER BY timeline', [userId])
    .filter((row) => timelines.includes(row.timeline));
}

/** Sets a marker (inside the caller's transaction when there is one). */
export function upsertMarker(store: Store, userId: number, timeline: MarkerTimeline, lastReadId: string, now = Date.now()): void {
  store.run(
    `INSERT INTO markers (user_id, timeline, last_read_id, version, updated_at) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (user_id, timeline) DO UPDATE SET last_read_id = excluded.last_read_id, version = version + 1, updated_at = excluded.updated_at`,
    [userId, timeline, lastReadId, now],
  );
}

/** Pleroma's notifications marker follows the read state: the newest notification seen. */
export function followNotificationsRead(store: Store, userId: number): void {
  const row = store.get<{ id: number | null }>('SELECT MAX(id) AS id FROM notifications WHERE user_id = ? AND seen = 1', [userId]);
  if (row?.id != null) upsertMarker(store, userId, 'notifications', String(row.id));
}

export function unreadNotificationCount(store: Store, userId: number): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND seen = 0', [userId])?.n ?? 0;
}
