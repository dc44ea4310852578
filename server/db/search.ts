// Search queries over accounts and hashtags (statuses go through fetchTimeline, so they obey the
// same visibility and block rules as every timeline). LIKE patterns are escaped with '\'.
import type { StatusRow } from './statuses.js';
import type { Store } from './store.js';
import type { UserRow } from './users.js';

const DAY = 86_400_000;
const HISTORY_DAYS = 7;

/** `100%_off` → a LIKE-safe fragment. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface AccountSearch {
  viewerId: number | null;
  term: string;
  following: boolean;
  limit: number;
  offset: number;
}

/**
 * Accounts whose nickname, display name or acct contain the term; exact nicknames first, then
 * nickname prefixes, local before remote. `user@host` terms match the acct from its start.
 */
export function searchAccounts(store: Store, s: AccountSearch): UserRow[] {
  const term = s.term.trim().replace(/^@/, '');
  if (!term) return [];
  const at = term.indexOf('@');
  const nick = at < 0 ? term : term.slice(0, at);
  const where = ['u.deactivated = 0'];
  if (at < 0) {
    where.push(`(u.nickname LIKE @contains ESCAPE '\\' OR u.display_name LIKE @contains ESCAPE '\\'
      OR (u.nickname || '@' || IFNULL(u.domain, '')) LIKE @contains ESCAPE '\\')`);
  } else {
    where.push(`(u.nickname || '@' || IFNULL(u.domain, '')) LIKE @prefix ESCAPE '\\'`);
  }
  if (s.viewerId !== null) {
    where.push(`NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.user_id = @viewer AND b.target_id = u.id) OR (b.user_id = u.id AND b.target_id = @viewer))`);
    if (s.following) {
      where.push("EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = u.id AND f.state = 'accepted')");
    }
  } else if (s.following) {
    return [];
  }
  return store.all<UserRow>(
    `SELECT u.* FROM users u WHERE ${where.join(' AND ')}
     ORDER BY CASE WHEN u.nickname = @nick COLLATE NOCASE THEN 0 WHEN u.nickname LIKE @nickPrefix ESCAPE '\\' THEN 1 ELSE 2 END,
       u.domain IS NOT NULL, u.nickname COLLATE NOCASE, u.id
     LIMIT @limit OFFSET @offset`,
    {
      viewer: s.viewerId,
      contains: `%${likeEscape(term)}%`,
      prefix: `${likeEscape(term)}%`,
      nick,
      nickPrefix: `${likeEscape(nick)}%`,
      limit: s.limit,
      offset: s.offset,
    },
  );
}

export interface TagHistoryDay {
  day: string;
  uses: string;
  accounts: string;
}

export interface TagHit {
  tag: string;
  history: TagHistoryDay[];
}

/** Tags used on public posts that start with the term; exact match first, then by total use. */
export function searchTags(store: Store, term: string, limit: number, offset: number, now = Date.now()): TagHit[] {
  const tag = term.trim().replace(/^#/, '').toLowerCase();
  if (!tag) return [];
  const rows = store.all<{ tag: string }>(
    `SELECT st.tag, COUNT(*) AS uses FROM status_tags st JOIN statuses s ON s.id = st.status_id
     WHERE st.tag LIKE @prefix ESCAPE '\\' AND s.visibility = 'public'
     GROUP BY st.tag ORDER BY st.tag = @tag DESC, uses DESC, st.tag LIMIT @limit OFFSET @offset`,
    { prefix: `${likeEscape(tag)}%`, tag, limit, offset },
  );
  return rows.map((r) => ({ tag: r.tag, history: tagHistory(store, r.tag, now) }));
}

/** Mastodon's history: one entry per UTC day, newest first, counts as strings. */
export function tagHistory(store: Store, tag: string, now = Date.now()): TagHistoryDay[] {
  const today = Math.floor(now / DAY) * DAY;
  const since = today - (HISTORY_DAYS - 1) * DAY;
  const perDay = store.all<{ day: number; uses: number; accounts: number }>(
    `SELECT (s.created_at / ${DAY}) * ${DAY} AS day, COUNT(*) AS uses, COUNT(DISTINCT s.user_id) AS accounts
     FROM status_tags st JOIN statuses s ON s.id = st.status_id
     WHERE st.tag = ? AND s.visibility = 'public' AND s.created_at >= ?
     GROUP BY day`,
    [tag, since],
  );
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const out: TagHistoryDay[] = [];
  for (let i = 0; i < HISTORY_DAYS; i++) {
    const day = today - i * DAY;
    const d = byDay.get(day);
    out.push({ day: String(day / 1000), uses: String(d?.uses ?? 0), accounts: String(d?.accounts ?? 0) });
  }
  return out;
}

/** A stored status by its ActivityPub uri or its web url. */
export function statusByUriOrUrl(store: Store, href: string): StatusRow | undefined {
  return store.get<StatusRow>('SELECT * FROM statuses WHERE uri = ? OR url = ? LIMIT 1', [href, href]);
}
