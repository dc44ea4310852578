// Mastodon ≥ 4.3 grouped notifications (GET /api/v2/notifications) → notification entries: each
// group becomes its newest notification carrying `group` (count, sample accounts), so the slice,
// the read marker and paging treat it like any notification; page_min_id/page_max_id move the
// bounds, so "load older" continues below the oldest notification of the page's groups.
import { arr, id, idOrNull, isObj, str, strings, warn } from './coerce';
import { needsStatus, notificationTypeOf } from './notification';
import { normalizeStatus } from './status';
import type { Notification, Status, User } from './types';
import { normalizeUser } from './user';

export interface GroupedPage {
  notifications: Notification[];
  rawIds: string[];
  users: User[];
  statuses: Status[];
  /** Groups in the answer, valid or not (a shorter page than asked for is the end). */
  count: number;
}

export function normalizeGroupedNotifications(input: unknown): GroupedPage {
  const page: GroupedPage = { notifications: [], rawIds: [], users: [], statuses: [], count: 0 };
  if (!isObj(input)) return page;
  const known = new Set<string>();
  for (const raw of arr(input.accounts)) {
    const user = normalizeUser(raw);
    if (!user.id) continue;
    known.add(user.id);
    page.users.push(user);
  }
  const statusIds = new Set<string>();
  for (const raw of arr(input.statuses)) {
    const n = normalizeStatus(raw);
    if (!n.entity.id) continue;
    statusIds.add(n.entity.id);
    page.statuses.push(n.entity, ...n.statuses);
    page.users.push(...n.users);
  }
  const groups = arr(input.notification_groups);
  page.count = groups.length;
  for (const raw of groups) {
    if (!isObj(raw)) continue;
    const latest = idOrNull(raw.most_recent_notification_id);
    for (const bound of [raw.page_min_id, raw.page_max_id, latest]) {
      const b = idOrNull(bound);
      if (b && /^[0-9A-Za-z]+$/.test(b)) page.rawIds.push(b);
    }
    const type = notificationTypeOf(raw.type);
    const accounts = strings(raw.sample_account_ids).filter((a) => known.has(a));
    const status = idOrNull(raw.status_id);
    const hasStatus = status !== null && statusIds.has(status);
    if (!type || !latest || accounts.length === 0 || (needsStatus(type) && !hasStatus)) {
      warn('unusable notification group', raw);
      continue;
    }
    page.notifications.push({
      id: id(latest),
      type,
      seen: false,
      status: hasStatus ? status : null,
      from_profile: accounts[0]!,
      target: null,
      emoji: null,
      emoji_url: null,
      created_at: str(raw.latest_page_notification_at),
      group: { key: str(raw.group_key), count: Math.max(1, Number(raw.notifications_count) || 1), accountIds: accounts },
    });
  }
  return page;
}
