// Query options shared by every status list (Mastodon + Pleroma parameters), turned into SQL
// conditions for fetchTimeline. Only whitelisted literals are ever spliced into SQL.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountFilterSql } from '../../db/relations.js';
import { fetchTimeline, type TimelineQuery, type TimelineRow } from '../../db/statuses.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { bool, list, str } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { presentStatuses } from '../../present/index.js';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];

export interface Filters {
  where: string[];
  withMuted: boolean;
}

export function commonFilters(req: FastifyRequest): Filters {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const viewer = req.auth?.user ?? null;
  const where: string[] = [];
  if (bool(q.only_media)) {
    where.push('EXISTS (SELECT 1 FROM attachments a WHERE a.status_id = IFNULL(r.id, s.id))');
  }
  if (bool(q.exclude_replies)) where.push('s.in_reply_to_id IS NULL');
  if (bool(q.exclude_reblogs)) where.push('s.reblog_of_id IS NULL');
  if (bool(q.local)) where.push('u.domain IS NULL');
  if (bool(q.remote)) where.push('u.domain IS NOT NULL');
  const excluded = list(q.exclude_visibilities).filter((v) => VISIBILITIES.includes(v));
  if (excluded.length) where.push(`s.visibility NOT IN (${excluded.map((v) => `'${v}'`).join(', ')})`);
  const replyVisibility = str(q.reply_visibility);
  if (viewer && replyVisibility === 'self') {
    where.push('(s.in_reply_to_user_id IS NULL OR s.user_id = @viewer OR s.in_reply_to_user_id = @viewer)');
  } else if (viewer && replyVisibility === 'following') {
    where.push(`(s.in_reply_to_user_id IS NULL OR s.user_id = @viewer OR s.in_reply_to_user_id = @viewer
      OR s.in_reply_to_user_id IN (SELECT followee_id FROM follows WHERE follower_id = @viewer AND state = 'accepted'))`);
  }
  return { where, withMuted: bool(q.with_muted) ?? false };
}

/** Runs a timeline query with the request's paging and filters and sends the page. */
export function sendTimeline(
  req: FastifyRequest,
  reply: FastifyReply,
  q: Omit<TimelineQuery, 'page' | 'viewerId'> & { page?: TimelineQuery['page'] },
) {
  const filters = commonFilters(req);
  const rows: TimelineRow[] = fetchTimeline(req.server.ctx.store, {
    ...q,
    viewerId: req.auth?.user?.id ?? null,
    where: [...q.where, ...filters.where],
    withMuted: q.withMuted ?? filters.withMuted,
    page: q.page ?? pageParams(req),
  });
  setLinkHeader(req, reply, rows.map((r) => r.cursor_id));
  return presentStatuses(renderCtx(req), rows);
}

/** The same rule in code, for a single account (streams, one-off checks). */
export function hearsFrom(req: FastifyRequest, accountId: number, opts: { withMuted?: boolean; forNotifications?: boolean } = {}): boolean {
  const viewer = req.auth?.user;
  if (!viewer || viewer.id === accountId) return true;
  return !!req.server.ctx.store.get(`SELECT 1 WHERE ${accountFilterSql('@account', opts)}`, { viewer: viewer.id, account: accountId });
}

/** Drops statuses whose authors are blocked either way or domain-blocked (threads, search). */
export function withoutBlocked<T extends { user_id: number }>(req: FastifyRequest, rows: T[]): T[] {
  return rows.filter((r) => hearsFrom(req, r.user_id, { withMuted: true }));
}
