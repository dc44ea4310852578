// Editing a status: the new version replaces the row's content, attachments, tags and
// poll, and every version is kept in status_edits. Callers run applyEdit inside one transaction
// and publish 'status:updated' and the notifications after it commits.
import { attachToStatus } from './attachments.js';
import { createNotification } from './notifications.js';
import type { StatusRow } from './statuses.js';
import type { Store } from './store.js';
import { parseJsonArray } from './users.js';

export interface EditRow {
  id: number;
  status_id: number;
  content: string;
  source: string;
  content_type: string;
  spoiler_text: string;
  sensitive: number;
  media: string;
  poll: string | null;
  created_at: number;
}

export interface MediaSnapshot {
  id: number;
  description: string;
}

export interface StatusEdit {
  html: string;
  source: string;
  contentType: string;
  spoilerText: string;
  sensitive: boolean;
  language: string | null;
  mentions: number[];
  tags: string[];
  mediaIds: number[];
  /** Changed descriptions of the edited status's media, by attachment id. */
  descriptions: Map<number, string>;
  poll: { options: string[]; multiple: boolean; expiresAt: number } | null;
  editedAt: number;
}

type PollRow = { id: number; options: string; multiple: number };

function currentMedia(store: Store, statusId: number): MediaSnapshot[] {
  return store.all<MediaSnapshot>('SELECT id, description FROM attachments WHERE status_id = ? ORDER BY position, id', [statusId]);
}

function currentPoll(store: Store, statusId: number): PollRow | undefined {
  return store.get<PollRow>('SELECT id, options, multiple FROM polls WHERE status_id = ?', [statusId]);
}

/** The status as it stands, as a history row (not stored). */
export function snapshotOf(store: Store, s: StatusRow, at: number): Omit<EditRow, 'id'> {
  const poll = currentPoll(store, s.id);
  return {
    status_id: s.id,
    content: s.content,
    source: s.source,
    content_type: s.content_type,
    spoiler_text: s.spoiler_text,
    sensitive: s.sensitive,
    media: JSON.stringify(currentMedia(store, s.id)),
    poll: poll ? JSON.stringify({ options: parseJsonArray<string>(poll.options), multiple: poll.multiple === 1 }) : null,
    created_at: at,
  };
}

function storeSnapshot(store: Store, row: Omit<EditRow, 'id'>): void {
  store.run(
    `INSERT INTO status_edits (status_id, content, source, content_type, spoiler_text, sensitive, media, poll, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [row.status_id, row.content, row.source, row.content_type, row.spoiler_text, row.sensitive, row.media, row.poll, row.created_at],
  );
}

/** Oldest first; a status never edited has one version, itself. */
export function historyOf(store: Store, s: StatusRow): Omit<EditRow, 'id'>[] {
  const rows = store.all<EditRow>('SELECT * FROM status_edits WHERE status_id = ? ORDER BY id', [s.id]);
  return rows.length > 0 ? rows : [snapshotOf(store, s, s.created_at)];
}

export const mediaOf = (row: Pick<EditRow, 'media'>): MediaSnapshot[] => parseJsonArray<MediaSnapshot>(row.media);

/**
 * Pleroma keeps the votes when the poll's options stay the same and starts the poll afresh
 * (no votes, the new expiry) when they change.
 */
function replacePoll(store: Store, statusId: number, poll: StatusEdit['poll']): void {
  const old = currentPoll(store, statusId);
  if (!poll) {
    if (old) store.run('DELETE FROM polls WHERE id = ?', [old.id]);
    return;
  }
  const same = old && old.multiple === (poll.multiple ? 1 : 0) && JSON.stringify(parseJsonArray<string>(old.options)) === JSON.stringify(poll.options);
  if (same) return;
  if (old) store.run('DELETE FROM polls WHERE id = ?', [old.id]); // its votes go with it
  store.run('INSERT INTO polls (status_id, options, multiple, expires_at) VALUES (?, ?, ?, ?)', [
    statusId, JSON.stringify(poll.options), poll.multiple ? 1 : 0, poll.expiresAt,
  ]);
}

/** Writes the new version; returns the ids of the `update` notifications it created. */
export function applyEdit(store: Store, s: StatusRow, edit: StatusEdit): number[] {
  // The first edit keeps the original as the first version of the history.
  if (!store.get('SELECT 1 FROM status_edits WHERE status_id = ?', [s.id])) storeSnapshot(store, snapshotOf(store, s, s.created_at));
  store.run(
    `UPDATE statuses SET content = ?, source = ?, content_type = ?, spoiler_text = ?, sensitive = ?, language = ?, edited_at = ?
     WHERE id = ?`,
    [edit.html, edit.source, edit.contentType, edit.spoilerText, edit.sensitive ? 1 : 0, edit.language, edit.editedAt, s.id],
  );
  // New mentions are addressed (so they link and can see a private post); nobody loses access.
  for (const userId of new Set(edit.mentions)) store.run('INSERT OR IGNORE INTO mentions (status_id, user_id) VALUES (?, ?)', [s.id, userId]);
  store.run('DELETE FROM status_tags WHERE status_id = ?', [s.id]);
  for (const tag of new Set(edit.tags)) store.run('INSERT OR IGNORE INTO status_tags (status_id, tag) VALUES (?, ?)', [s.id, tag]);
  const kept = new Set(edit.mediaIds);
  for (const m of currentMedia(store, s.id)) {
    if (!kept.has(m.id)) store.run('UPDATE attachments SET status_id = NULL WHERE id = ?', [m.id]);
  }
  attachToStatus(store, s.id, edit.mediaIds);
  for (const [id, description] of edit.descriptions) {
    store.run('UPDATE attachments SET description = ? WHERE id = ? AND status_id = ?', [description, id, s.id]);
  }
  replacePoll(store, s.id, edit.poll);
  storeSnapshot(store, snapshotOf(store, { ...s, content: edit.html, source: edit.source, content_type: edit.contentType, spoiler_text: edit.spoilerText, sensitive: edit.sensitive ? 1 : 0 }, edit.editedAt));
  return notifyOfEdit(store, s);
}

/** Mastodon and Pleroma tell those who repeated the post; those who quoted it are told too. */
function notifyOfEdit(store: Store, s: StatusRow): number[] {
  const rows = store.all<{ user_id: number }>(
    `SELECT DISTINCT r.user_id FROM statuses r JOIN users u ON u.id = r.user_id
     WHERE (r.reblog_of_id = ? OR r.id IN (SELECT q.status_id FROM quotes q WHERE q.quoted_id = ?))
       AND r.user_id != ? AND u.domain IS NULL AND u.deactivated = 0`,
    [s.id, s.id, s.user_id],
  );
  const ids: number[] = [];
  for (const { user_id } of rows) {
    const nid = createNotification(store, { userId: user_id, type: 'update', fromId: s.user_id, statusId: s.id });
    if (nid !== null) ids.push(nid);
  }
  return ids;
}
