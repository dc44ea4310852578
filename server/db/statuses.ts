// Status rows, the visibility rule, and the one query every timeline goes through.
import { pagedAll } from './paging.js';
import type { Store } from './store.js';
import { irreversiblePattern, NOT_IRREVERSIBLY_FILTERED_SQL } from './filters.js';

export interface StatusRow {
  id: number;
  user_id: number;
  content: string;
  source: string;
  content_type: string;
  spoiler_text: string;
  visibility: 'public' | 'unlisted' | 'private' | 'direct';
  sensitive: number;
  language: string | null;
  in_reply_to_id: number | null;
  in_reply_to_user_id: number | null;
  reblog_of_id: number | null;
  conversation_id: number;
  app_id: number | null;
  uri: string | null;
  url: string | null;
  pinned_at: number | null;
  expires_at: number | null;
  created_at: number;
  edited_at: number | null;
}

import type { Page } from './paging.js';

export type { Page };

/**
 * Who may see a status (alias `s`): anyone for public/unlisted; the author; accepted followers
 * for private; mentioned accounts for private and direct. `@viewer` is NULL for visitors.
 */
export function visibleSql(a: string): string {
  return `(
  ${a}.visibility IN ('public', 'unlisted')
  OR ${a}.user_id = @viewer
  OR (${a}.visibility = 'private' AND EXISTS (SELECT 1 FROM follows f
        WHERE f.follower_id = @viewer AND f.followee_id = ${a}.user_id AND f.state = 'accepted'))
  OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = ${a}.id AND m.user_id = @viewer)
)`;
}
const VISIBLE_SQL = visibleSql('s');

/** Blocks either way and domain blocks hide a status; applies to the reblogged author too. */
const NOT_BLOCKED_SQL = `(
  @viewer IS NULL OR (
    NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.user_id = @viewer AND b.target_id IN (s.user_id, IFNULL(r.user_id, s.user_id)))
                                       OR (b.target_id = @viewer AND b.user_id IN (s.user_id, IFNULL(r.user_id, s.user_id))))
    AND NOT EXISTS (SELECT 1 FROM domain_blocks d JOIN users du ON du.domain = d.domain
                    WHERE d.user_id = @viewer AND du.id IN (s.user_id, IFNULL(r.user_id, s.user_id)))
  )
)`;

/** Muted accounts and muted threads, unless the caller asks `with_muted`. */
const NOT_MUTED_SQL = `(
  @viewer IS NULL OR s.user_id = @viewer OR (
    NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.user_id = @viewer AND mu.target_id IN (s.user_id, IFNULL(r.user_id, s.user_id)))
    AND NOT EXISTS (SELECT 1 FROM thread_mutes tm WHERE tm.user_id = @viewer AND tm.conversation_id = IFNULL(r.conversation_id, s.conversation_id))
  )
)`;

export interface TimelineQuery {
  viewerId: number | null;
  /** Extra SQL conditions over `s` (the row), `r` (its reblogged status) and `u` (the author). */
  where: string[];
  params?: Record<string, unknown>;
  withMuted?: boolean;
  page: Page;
  /** Order and page by another integer column, e.g. `bm.id` for bookmarks. */
  cursor?: string;
  join?: string;
}

export interface TimelineRow extends StatusRow {
  cursor_id: number;
}

export function fetchTimeline(store: Store, q: TimelineQuery): TimelineRow[] {
  const cursor = q.cursor ?? 's.id';
  const where = [VISIBLE_SQL, NOT_BLOCKED_SQL, ...q.where];
  if (!q.withMuted) where.push(NOT_MUTED_SQL);
  const filterPattern = irreversiblePattern(store, q.viewerId);
  if (filterPattern !== null) where.push(NOT_IRREVERSIBLY_FILTERED_SQL);
  // A reblog is only as visible as what it reblogs.
  where.push(`(r.id IS NULL OR ${visibleSql('r')})`);
  return pagedAll<TimelineRow>(store, {
    select: `s.*, ${cursor} AS cursor_id`,
    from: `statuses s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN statuses r ON r.id = s.reblog_of_id
    ${q.join ?? ''}`,
    where: ['u.deactivated = 0', ...where],
    params: { ...q.params, viewer: q.viewerId, filterPattern },
    cursor,
    page: q.page,
  });
}

export function statusById(store: Store, id: number): StatusRow | undefined {
  return store.get<StatusRow>('SELECT * FROM statuses WHERE id = ?', [id]);
}

export function canSee(store: Store, status: StatusRow, viewerId: number | null): boolean {
  const row = store.get(
    `SELECT 1 FROM statuses s JOIN users u ON u.id = s.user_id WHERE s.id = @id AND u.deactivated = 0
       AND ${VISIBLE_SQL}
       AND (@viewer IS NULL OR NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = s.user_id AND b.target_id = @viewer))`,
    { id: status.id, viewer: viewerId },
  );
  return !!row;
}

/** Parents up to the root, oldest first, skipping what the viewer may not see. */
export function ancestors(store: Store, status: StatusRow, viewerId: number | null): StatusRow[] {
  const out: StatusRow[] = [];
  const seen = new Set<number>([status.id]);
  let parentId = status.in_reply_to_id;
  while (parentId !== null && !seen.has(parentId) && out.length < 100) {
    seen.add(parentId);
    const parent = statusById(store, parentId);
    if (!parent) break;
    if (canSee(store, parent, viewerId)) out.unshift(parent);
    parentId = parent.in_reply_to_id;
  }
  return out;
}

/** Replies, depth first in reply order, as Mastodon lists them. */
export function descendants(store: Store, status: StatusRow, viewerId: number | null): StatusRow[] {
  const all = store.all<StatusRow>('SELECT * FROM statuses WHERE conversation_id = ? AND reblog_of_id IS NULL ORDER BY id', [
    status.conversation_id,
  ]);
  const children = new Map<number, StatusRow[]>();
  for (const s of all) {
    if (s.in_reply_to_id === null) continue;
    const list = children.get(s.in_reply_to_id) ?? [];
    list.push(s);
    children.set(s.in_reply_to_id, list);
  }
  const out: StatusRow[] = [];
  const walk = (id: number) => {
    for (const child of children.get(id) ?? []) {
      if (!canSee(store, child, viewerId)) continue;
      out.push(child);
      walk(child.id);
    }
  };
  walk(status.id);
  return out;
}
