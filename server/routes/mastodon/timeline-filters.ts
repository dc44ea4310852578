// Query options shared by every status list (Mastodon + Pleroma parameters), read from the
// request and turned into SQL conditions for fetchTimeline by db/listConditions.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listConditions } from '../../db/listConditions.js';
import { hearsFromAccount } from '../../db/relations.js';
import { fetchTimeline, type TimelineQuery, type TimelineRow } from '../../db/statuses.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { bool, list, str } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { presentStatuses } from '../../present/index.js';

export interface Filters {
  where: string[];
  withMuted: boolean;
}

export function commonFilters(req: FastifyRequest): Filters {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const replyVisibility = str(q.reply_visibility);
  const where = listConditions({
    onlyMedia: bool(q.only_media),
    excludeReplies: bool(q.exclude_replies),
    excludeReblogs: bool(q.exclude_reblogs),
    local: bool(q.local),
    remote: bool(q.remote),
    excludeVisibilities: list(q.exclude_visibilities),
    replyVisibility: req.auth?.user && (replyVisibility === 'self' || replyVisibility === 'following') ? replyVisibility : undefined,
  });
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
  return hearsFromAccount(req.server.ctx.store, viewer.id, accountId, opts);
}

/** Drops statuses whose authors are blocked either way or domain-blocked (threads, search). */
export function withoutBlocked<T extends { user_id: number }>(req: FastifyRequest, rows: T[]): T[] {
  return rows.filter((r) => hearsFrom(req, r.user_id, { withMuted: true }));
}
