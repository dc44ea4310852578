// Timelines: one URL and query per timeline name; cursors come from the Link header.
import { request, type ApiResponse, type Query } from './http';
import type { TimelineName } from '../entities/timelineName';
export type { TimelineName };


export interface TimelineQuery {
  timeline: TimelineName;
  token?: string | null;
  maxId?: string | null;
  sinceId?: string | null;
  tag?: string;
  userId?: string;
  /** The list of the 'list' timeline. */
  listId?: string;
  limit?: number;
  replyVisibility?: 'all' | 'following' | 'self';
  withMuted?: boolean;
  pinned?: boolean;
  /** dms on a server without Pleroma's direct timeline: its conversations' last statuses. */
  dmsFromConversations?: boolean;
}

export const TIMELINE_PAGE_SIZE = 20;
/** The most statuses Pleroma, Mastodon and GoToSocial serve in one timeline page. */
export const TIMELINE_PAGE_MAX = 40;

function required(value: string | undefined, what: string, timeline: TimelineName): string {
  if (!value) throw new Error(`fetchTimeline: ${timeline} needs ${what}`);
  return encodeURIComponent(value);
}

/** Path and the timeline-specific query of a timeline name. */
export function timelineEndpoint(q: TimelineQuery): { path: string; query: Query } {
  switch (q.timeline) {
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true, only_media: false } };
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: { only_media: false } };
    case 'tag':
      return { path: `/api/v1/timelines/tag/${required(q.tag, 'a tag', q.timeline)}`, query: {} };
    case 'bookmarks':
      // `tag` is the timeline's subject: here a Pleroma bookmark folder's id ('' or none: all).
      return { path: '/api/v1/bookmarks', query: q.tag ? { folder_id: q.tag } : {} };
    case 'dms':
      return { path: '/api/v1/timelines/direct', query: {} };
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} };
    case 'user':
      return {
        path: `/api/v1/accounts/${required(q.userId, 'a userId', q.timeline)}/statuses`,
        query: q.pinned ? { pinned: true } : {},
      };
    case 'media':
      return { path: `/api/v1/accounts/${required(q.userId, 'a userId', q.timeline)}/statuses`, query: { only_media: 1 } };
    case 'list':
      return { path: `/api/v1/timelines/list/${required(q.listId, 'a listId', q.timeline)}`, query: {} };
    case 'mentions':
      // /notifications counts among the timeline calls; the filter keeps mentions only
      // (Pleroma reads include_types, Mastodon types). Items are notifications, not statuses.
      return { path: '/api/v1/notifications', query: { include_types: ['mention'], types: ['mention'] } };
  }
}

/** Mastodon's DMs: conversations (paged by the Link header), each shown as its last status. */
async function fetchConversationStatuses(q: TimelineQuery): Promise<ApiResponse<unknown>> {
  const res = await request<unknown>('/api/v1/conversations', {
    token: q.token,
    query: { max_id: q.maxId || undefined, since_id: q.sinceId || undefined, limit: q.limit ?? TIMELINE_PAGE_SIZE },
  });
  const list = Array.isArray(res.data) ? (res.data as unknown[]) : [];
  const statuses = list
    .map((c) => (c && typeof c === 'object' ? (c as { last_status?: unknown }).last_status : null))
    .filter((st) => st && typeof st === 'object');
  return { ...res, data: statuses };
}

export function fetchTimeline(q: TimelineQuery): Promise<ApiResponse<unknown>> {
  if (q.timeline === 'dms' && q.dmsFromConversations) return fetchConversationStatuses(q);
  const { path, query } = timelineEndpoint(q);
  const full: Query = {
    ...query,
    max_id: q.maxId || undefined,
    since_id: q.sinceId || undefined,
    limit: q.limit ?? TIMELINE_PAGE_SIZE,
  };
  if (q.timeline !== 'favorites' && q.timeline !== 'bookmarks') full.with_muted = q.withMuted ?? true;
  if (q.replyVisibility && q.replyVisibility !== 'all') full.reply_visibility = q.replyVisibility;
  return request(path, { token: q.token, query: full });
}
