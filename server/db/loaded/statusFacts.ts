// A status's own facts, for a page at once: media, poll, mentions, tags, app, counters, the
// viewer's favourite/reblog/bookmark flags, reactions and quote policy.
import type { AttachmentRow } from '../attachments.js';
import type { PollRow } from '../polls.js';
import type { QuotePolicy } from '../quotes.js';
import type { StatusRow } from '../statuses.js';
import type { Store } from '../store.js';
import type { UserRow } from '../users.js';
import { byIds, countBy, groupBy, idSet, IDS } from './batch.js';

/** A status's own facts (what renderOwn shows besides the row). */
export interface StatusFacts {
  attachments: AttachmentRow[];
  poll: PollRow | undefined;
  mentions: UserRow[];
  tags: string[];
  app: { name: string; website: string | null } | undefined;
  reblogs: number;
  favourites: number;
  replies: number;
  quotes: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  bookmarkFolder: number | null;
  reactions: { emoji: string; user_id: number }[];
  quotedId: number | null;
  quotePolicy: QuotePolicy;
}

/** The facts of these statuses, and their polls (whose own facts the caller loads). */
export function statusFacts(
  store: Store,
  viewerId: number | null,
  list: StatusRow[],
  quotes: Map<number, number>,
): { facts: Map<number, StatusFacts>; polls: PollRow[] } {
  const ids = list.map((s) => s.id);
  const facts = new Map<number, StatusFacts>();
  if (ids.length === 0) return { facts, polls: [] };
  const attachments = groupBy(
    byIds<AttachmentRow>(store, `SELECT * FROM attachments WHERE status_id IN (${IDS}) ORDER BY position, id`, ids),
    (a) => a.status_id!,
  );
  const polls = new Map(byIds<PollRow>(store, `SELECT * FROM polls WHERE status_id IN (${IDS})`, ids).map((p) => [p.status_id, p]));
  const mentions = groupBy(
    byIds<UserRow & { mention_status_id: number }>(
      store,
      `SELECT u.*, m.status_id AS mention_status_id FROM mentions m JOIN users u ON u.id = m.user_id
       WHERE m.status_id IN (${IDS}) ORDER BY u.id`,
      ids,
    ),
    (u) => u.mention_status_id,
  );
  const tags = groupBy(
    byIds<{ status_id: number; tag: string }>(store, `SELECT status_id, tag FROM status_tags WHERE status_id IN (${IDS}) ORDER BY tag`, ids),
    (t) => t.status_id,
  );
  const appIds = list.map((s) => s.app_id).filter((id): id is number => id !== null && id !== undefined);
  const apps = new Map(
    byIds<{ id: number; name: string; website: string | null }>(store, `SELECT id, name, website FROM apps WHERE id IN (${IDS})`, appIds).map(
      (a) => [a.id, a],
    ),
  );
  const reblogs = countBy(store, `SELECT reblog_of_id AS id, COUNT(*) AS n FROM statuses WHERE reblog_of_id IN (${IDS}) GROUP BY reblog_of_id`, ids);
  const favourites = countBy(store, `SELECT status_id AS id, COUNT(*) AS n FROM favourites WHERE status_id IN (${IDS}) GROUP BY status_id`, ids);
  const replies = countBy(store, `SELECT in_reply_to_id AS id, COUNT(*) AS n FROM statuses WHERE in_reply_to_id IN (${IDS}) GROUP BY in_reply_to_id`, ids);
  const quoteCounts = countBy(store, `SELECT quoted_id AS id, COUNT(*) AS n FROM quotes WHERE quoted_id IN (${IDS}) GROUP BY quoted_id`, ids);
  const favourited = idSet(store, viewerId, `SELECT status_id AS id FROM favourites WHERE user_id = @viewer AND status_id IN (${IDS})`, ids);
  const reblogged = idSet(store, viewerId, `SELECT reblog_of_id AS id FROM statuses WHERE user_id = @viewer AND reblog_of_id IN (${IDS})`, ids);
  const bookmarks =
    viewerId === null
      ? new Map<number, number | null>()
      : new Map(
          byIds<{ status_id: number; folder_id: number | null }>(
            store,
            `SELECT status_id, folder_id FROM bookmarks WHERE user_id = @viewer AND status_id IN (${IDS})`,
            ids,
            { viewer: viewerId },
          ).map((b) => [b.status_id, b.folder_id]),
        );
  const reactions = groupBy(
    byIds<{ status_id: number; emoji: string; user_id: number }>(
      store,
      `SELECT status_id, emoji, user_id FROM reactions WHERE status_id IN (${IDS}) ORDER BY id`,
      ids,
    ),
    (r) => r.status_id,
  );
  const policies = new Map(
    byIds<{ status_id: number; policy: QuotePolicy }>(store, `SELECT status_id, policy FROM quote_policies WHERE status_id IN (${IDS})`, ids).map(
      (p) => [p.status_id, p.policy],
    ),
  );
  for (const s of list) {
    const restricted = s.visibility === 'private' || s.visibility === 'direct';
    facts.set(s.id, {
      attachments: attachments.get(s.id) ?? [],
      poll: polls.get(s.id),
      mentions: mentions.get(s.id) ?? [],
      tags: (tags.get(s.id) ?? []).map((t) => t.tag),
      app: s.app_id ? apps.get(s.app_id) : undefined,
      reblogs: reblogs.get(s.id) ?? 0,
      favourites: favourites.get(s.id) ?? 0,
      replies: replies.get(s.id) ?? 0,
      quotes: quoteCounts.get(s.id) ?? 0,
      favourited: favourited.has(s.id),
      reblogged: reblogged.has(s.id),
      bookmarked: bookmarks.has(s.id),
      bookmarkFolder: bookmarks.get(s.id) ?? null,
      reactions: (reactions.get(s.id) ?? []).map((r) => ({ emoji: r.emoji, user_id: r.user_id })),
      quotedId: quotes.get(s.id) ?? null,
      quotePolicy: restricted ? 'nobody' : (policies.get(s.id) ?? 'public'),
    });
  }
  return { facts, polls: [...polls.values()] };
}
