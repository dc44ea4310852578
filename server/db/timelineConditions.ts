// The conditions of the status timelines, over a status `s` and its author `u`, shared by the
// timeline routes and the streams that carry the same statuses (home is db/home.ts, lists are
// db/lists.ts) and the profile and quote lists.

/** Pleroma's public and tag timelines carry original public posts only, no reblogs. */
export const PUBLIC_SQL = ["s.visibility = 'public'", 's.reblog_of_id IS NULL'];
export const LOCAL_SQL = 'u.domain IS NULL';
export const MEDIA_SQL = 'EXISTS (SELECT 1 FROM attachments a WHERE a.status_id = s.id)';

/** Direct statuses the viewer wrote or is addressed in. */
export const DIRECT_SQL = [
  "s.visibility = 'direct'",
  '(s.user_id = @viewer OR EXISTS (SELECT 1 FROM mentions dm WHERE dm.status_id = s.id AND dm.user_id = @viewer))',
];

/** Tagged with one of the tags bound as `@<prefix>0`, `@<prefix>1` …; `negate`: with none of them. */
export function taggedSql(prefix: string, count: number, negate = false): string {
  const names = Array.from({ length: count }, (_, i) => `@${prefix}${i}`).join(', ');
  return `${negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM status_tags st WHERE st.status_id = s.id AND st.tag IN (${names}))`;
}

/** Tagged with the tag bound as `@tag` (a hashtag stream). */
export const TAGGED_SQL = 'EXISTS (SELECT 1 FROM status_tags st WHERE st.status_id = s.id AND st.tag = @tag)';

/** A profile's statuses (`@target`), pinned ones only when asked. */
export function accountStatusesSql(pinned: boolean, tagged: boolean): string[] {
  const where = ['s.user_id = @target'];
  if (pinned) where.push('s.pinned_at IS NOT NULL', 's.reblog_of_id IS NULL');
  if (tagged) where.push('EXISTS (SELECT 1 FROM status_tags tg WHERE tg.status_id = s.id AND tg.tag = @tagged)');
  return where;
}

/** Statuses that quote the one bound as `@quoted`. */
export const QUOTING_SQL = 'EXISTS (SELECT 1 FROM quotes q WHERE q.status_id = s.id AND q.quoted_id = @quoted)';
