// Notifications (/notifications and the follow-request
// answers a notification offers). Raw server JSON; entities/notification.ts normalizes.
import type { Cursors } from '../entities/types';
import { request } from './http';

export const NOTIFICATIONS_PAGE = 20;

export interface NotificationsPage {
  items: unknown[];
  cursors: Cursors;
}

export interface FetchNotificationsOptions {
  token: string | null;
  maxId?: string | null;
  sinceId?: string | null;
  excludeTypes?: string[];
  limit?: number;
  signal?: AbortSignal;
}

/** The cursors and page size both notification lists take. */
const pageQuery = (opts: FetchNotificationsOptions) => ({
  max_id: opts.maxId ?? undefined,
  since_id: opts.sinceId ?? undefined,
  limit: opts.limit ?? NOTIFICATIONS_PAGE,
});

/** GET /api/v1/notifications → a page of raw notifications (a non-list body counts as empty). */
export async function fetchNotifications(opts: FetchNotificationsOptions): Promise<NotificationsPage> {
  const res = await request<unknown>('/api/v1/notifications', {
    token: opts.token,
    signal: opts.signal,
    query: {
      ...pageQuery(opts),
      with_muted: true,
      exclude_types: opts.excludeTypes && opts.excludeTypes.length > 0 ? opts.excludeTypes : undefined,
    },
  });
  return { items: Array.isArray(res.data) ? res.data : [], cursors: res.cursors };
}

/** POST /api/v1/pleroma/notifications/read with `id` (one) or `max_id` (all up to it). */
export async function markNotificationsRead(
  which: { id: string } | { maxId: string },
  token: string | null,
): Promise<unknown> {
  const form = 'id' in which ? { id: which.id } : { max_id: which.maxId };
  return (await request('/api/v1/pleroma/notifications/read', { method: 'POST', token, form })).data;
}

/** GET /api/v1/markers: the id of the last notification read, where the server keeps read state that way. */
export async function fetchNotificationsMarker(token: string | null): Promise<string | null> {
  const { data } = await request<Record<string, unknown>>('/api/v1/markers', { token, query: { timeline: ['notifications'] } });
  const marker = data && typeof data === 'object' ? (data.notifications as Record<string, unknown> | undefined) : undefined;
  const id = marker?.last_read_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** POST /api/v1/markers: everything up to `lastReadId` is read (Mastodon's "Mark all as read"). */
export async function saveNotificationsMarker(lastReadId: string, token: string | null): Promise<unknown> {
  return (await request('/api/v1/markers', { method: 'POST', token, form: { 'notifications[last_read_id]': lastReadId } })).data;
}

/** POST /api/v1/notifications/:id/dismiss */
export async function dismissNotification(id: string, token: string | null): Promise<unknown> {
  return (await request(`/api/v1/notifications/${encodeURIComponent(id)}/dismiss`, { method: 'POST', token })).data;
}

/** PUT /api/pleroma/notification_settings (form of booleans) */
export async function updateNotificationSettings(
  settings: Record<string, boolean>,
  token: string | null,
): Promise<unknown> {
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries(settings)) form[k] = String(v);
  return (await request('/api/pleroma/notification_settings', { method: 'PUT', token, form })).data;
}

/** GET /api/v2/notifications (Mastodon ≥ 4.3): grouped; the raw body (accounts, statuses, notification_groups). */
export async function fetchGroupedNotifications(opts: FetchNotificationsOptions): Promise<unknown> {
  const res = await request<unknown>('/api/v2/notifications', {
    token: opts.token,
    signal: opts.signal,
    query: {
      ...pageQuery(opts),
      expand_accounts: 'full',
    },
  });
  return res.data;
}
