// Scheduled posts: the parameters of a POST /api/v1/statuses kept until their time. Media stay
// unclaimed uploads until the post is published.
import type { Page } from './paging.js';
import { pagedAll } from './paging.js';
import type { Store } from './store.js';

export interface ScheduledRow {
  id: number;
  user_id: number;
  app_id: number | null;
  scheduled_at: number;
  /** JSON of the request's parameters (status, spoiler_text, media_ids, poll, ...). */
  params: string;
  host: string;
  protocol: string;
  created_at: number;
}

export interface NewScheduled {
  userId: number;
  appId: number | null;
  scheduledAt: number;
  params: Record<string, unknown>;
  host: string;
  protocol: string;
  createdAt: number;
}

export function insertScheduled(store: Store, s: NewScheduled): number {
  return store.insert(
    'INSERT INTO scheduled_statuses (user_id, app_id, scheduled_at, params, host, protocol, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [s.userId, s.appId, s.scheduledAt, JSON.stringify(s.params), s.host, s.protocol, s.createdAt],
  );
}

/** One of the user's scheduled posts; another user's is as absent as a missing one. */
export function scheduledOf(store: Store, userId: number, id: number): ScheduledRow | undefined {
  return store.get<ScheduledRow>('SELECT * FROM scheduled_statuses WHERE id = ? AND user_id = ?', [id, userId]);
}

export function scheduledPage(store: Store, userId: number, page: Page): ScheduledRow[] {
  return pagedAll<ScheduledRow>(store, {
    select: '*',
    from: 'scheduled_statuses',
    where: ['user_id = @user'],
    params: { user: userId },
    cursor: 'id',
    page,
  });
}

export function rescheduleScheduled(store: Store, id: number, scheduledAt: number): void {
  store.run('UPDATE scheduled_statuses SET scheduled_at = ? WHERE id = ?', [scheduledAt, id]);
}

export function deleteScheduled(store: Store, id: number): void {
  store.run('DELETE FROM scheduled_statuses WHERE id = ?', [id]);
}

/** Posts due at `now`, oldest time first. */
export function dueScheduled(store: Store, now: number): ScheduledRow[] {
  return store.all<ScheduledRow>('SELECT * FROM scheduled_statuses WHERE scheduled_at <= ? ORDER BY scheduled_at, id', [now]);
}

export function nextScheduledAt(store: Store): number | null {
  return store.get<{ at: number | null }>('SELECT MIN(scheduled_at) AS at FROM scheduled_statuses')?.at ?? null;
}

export function countScheduled(store: Store, userId: number): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM scheduled_statuses WHERE user_id = ?', [userId])!.n;
}

/** How many of the user's posts are scheduled on the same UTC day as `at` (Pleroma's daily limit). */
export function countScheduledOnDay(store: Store, userId: number, at: number, exceptId: number | null = null): number {
  const day = Math.floor(at / 86_400_000);
  return store.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM scheduled_statuses WHERE user_id = ? AND scheduled_at / 86400000 = ? AND id IS NOT ?',
    [userId, day, exceptId],
  )!.n;
}
