// The SQL conditions behind the options every status list takes (only_media, exclude_replies,
// reply_visibility …), over a status `s`, its reblogged `r` and author `u`, with `@viewer` bound.
// Only whitelisted literals are ever spliced into SQL.

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];

export interface ListOptions {
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  local?: boolean;
  remote?: boolean;
  excludeVisibilities: string[];
  /** Applied only for a signed-in viewer. */
  replyVisibility?: 'self' | 'following';
}

export function listConditions(o: ListOptions): string[] {
  const where: string[] = [];
  if (o.onlyMedia) where.push('EXISTS (SELECT 1 FROM attachments a WHERE a.status_id = IFNULL(r.id, s.id))');
  if (o.excludeReplies) where.push('s.in_reply_to_id IS NULL');
  if (o.excludeReblogs) where.push('s.reblog_of_id IS NULL');
  if (o.local) where.push('u.domain IS NULL');
  if (o.remote) where.push('u.domain IS NOT NULL');
  const excluded = o.excludeVisibilities.filter((v) => VISIBILITIES.includes(v));
  if (excluded.length) where.push(`s.visibility NOT IN (${excluded.map((v) => `'${v}'`).join(', ')})`);
  if (o.replyVisibility === 'self') {
    where.push('(s.in_reply_to_user_id IS NULL OR s.user_id = @viewer OR s.in_reply_to_user_id = @viewer)');
  } else if (o.replyVisibility === 'following') {
    where.push(`(s.in_reply_to_user_id IS NULL OR s.user_id = @viewer OR s.in_reply_to_user_id = @viewer
      OR s.in_reply_to_user_id IN (SELECT followee_id FROM follows WHERE follower_id = @viewer AND state = 'accepted'))`);
  }
  return where;
}
