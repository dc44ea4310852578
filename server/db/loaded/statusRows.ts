// The rows a page of statuses brings in: the statuses and users themselves, which posts quote
// which, and which of them the viewer may see.
import type { AttachmentRow } from '../attachments.js';
import { visibleSql, type StatusRow } from '../statuses.js';
import type { Store } from '../store.js';
import type { UserRow } from '../users.js';
import { byIds, IDS } from './batch.js';

export function statusRows(store: Store, ids: number[]): StatusRow[] {
  return byIds<StatusRow>(store, `SELECT * FROM statuses WHERE id IN (${IDS})`, ids);
}

export function userRows(store: Store, ids: number[]): UserRow[] {
  return byIds<UserRow>(store, `SELECT * FROM users WHERE id IN (${IDS})`, ids);
}

export function attachmentRows(store: Store, ids: number[]): AttachmentRow[] {
  return byIds<AttachmentRow>(store, `SELECT * FROM attachments WHERE id IN (${IDS})`, ids);
}

/** Status id → the id of the post it quotes. */
export function quotedIds(store: Store, ids: number[]): Map<number, number> {
  const rows = byIds<{ status_id: number; quoted_id: number }>(store, `SELECT status_id, quoted_id FROM quotes WHERE status_id IN (${IDS})`, ids);
  return new Map(rows.map((r) => [r.status_id, r.quoted_id]));
}

/** Those of the ids the viewer may see: an active author, the visibility rule, no block of the viewer. */
export function visibleIds(store: Store, viewerId: number | null, ids: number[]): number[] {
  return byIds<{ id: number }>(
    store,
    `SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE s.id IN (${IDS}) AND u.deactivated = 0
       AND ${visibleSql('s')}
       AND (@viewer IS NULL OR NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = s.user_id AND b.target_id = @viewer))`,
    ids,
    { viewer: viewerId },
  ).map((r) => r.id);
}
