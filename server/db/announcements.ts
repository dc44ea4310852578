// Announcements: the admin's notices with a time window, each user's read (dismissed) state and
// emoji reactions.
import type { Store } from './store.js';

export interface AnnouncementRow {
  id: number;
  content: string;
  starts_at: number | null;
  ends_at: number | null;
  all_day: number;
  created_at: number;
  updated_at: number;
}

export interface AnnouncementInput {
  content: string;
  starts_at: number | null;
  ends_at: number | null;
  all_day: boolean;
}

export function announcementById(store: Store, id: string | number): AnnouncementRow | undefined {
  if (!/^\d+$/.test(String(id))) return undefined;
  return store.get<AnnouncementRow>('SELECT * FROM announcements WHERE id = ?', [Number(id)]);
}

/** Every announcement, newest first (the admin's list). */
export function allAnnouncements(store: Store, limit: number, offset: number): AnnouncementRow[] {
  return store.all<AnnouncementRow>('SELECT * FROM announcements ORDER BY id DESC LIMIT ? OFFSET ?', [limit, offset]);
}

/** What members see at `now`: started (or no start) and not ended (or no end), oldest first. */
export function activeAnnouncements(store: Store, now: number): AnnouncementRow[] {
  return store.all<AnnouncementRow>(
    'SELECT * FROM announcements WHERE (starts_at IS NULL OR starts_at <= @now) AND (ends_at IS NULL OR ends_at >= @now) ORDER BY id',
    { now },
  );
}

export function isActive(a: AnnouncementRow, now: number): boolean {
  return (a.starts_at === null || a.starts_at <= now) && (a.ends_at === null || a.ends_at >= now);
}

export function createAnnouncement(store: Store, input: AnnouncementInput): AnnouncementRow {
  const now = Date.now();
  const id = store.insert(
    'INSERT INTO announcements (content, starts_at, ends_at, all_day, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    [input.content, input.starts_at, input.ends_at, input.all_day ? 1 : 0, now, now],
  );
  return announcementById(store, id)!;
}

export function updateAnnouncement(store: Store, id: number, input: AnnouncementInput): AnnouncementRow {
  store.run('UPDATE announcements SET content = ?, starts_at = ?, ends_at = ?, all_day = ?, updated_at = ? WHERE id = ?', [
    input.content,
    input.starts_at,
    input.ends_at,
    input.all_day ? 1 : 0,
    Date.now(),
    id,
  ]);
  return announcementById(store, id)!;
}

export function deleteAnnouncement(store: Store, id: number): void {
  store.run('DELETE FROM announcements WHERE id = ?', [id]);
}

export function markRead(store: Store, id: number, userId: number): void {
  store.run('INSERT OR IGNORE INTO announcement_reads (announcement_id, user_id) VALUES (?, ?)', [id, userId]);
}

export function isRead(store: Store, id: number, userId: number): boolean {
  return !!store.get('SELECT 1 FROM announcement_reads WHERE announcement_id = ? AND user_id = ?', [id, userId]);
}

export function addReaction(store: Store, id: number, userId: number, name: string): void {
  store.run('INSERT OR IGNORE INTO announcement_reactions (announcement_id, user_id, name, created_at) VALUES (?, ?, ?, ?)', [id, userId, name, Date.now()]);
}

export function removeReaction(store: Store, id: number, userId: number, name: string): void {
  store.run('DELETE FROM announcement_reactions WHERE announcement_id = ? AND user_id = ? AND name = ?', [id, userId, name]);
}

export interface ReactionCount {
  name: string;
  count: number;
  me: number;
}

/** Reactions in first-use order, with whether `viewerId` gave each. */
export function reactionCounts(store: Store, id: number, viewerId: number | null): ReactionCount[] {
  return store.all<ReactionCount>(
    `SELECT name, COUNT(*) AS count, MAX(user_id = @viewer) AS me FROM announcement_reactions
     WHERE announcement_id = @id GROUP BY name ORDER BY MIN(created_at), MIN(rowid)`,
    { id, viewer: viewerId ?? -1 },
  );
}

export function reactionCount(store: Store, id: number, name: string): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM announcement_reactions WHERE announcement_id = ? AND name = ?', [id, name])?.n ?? 0;
}
