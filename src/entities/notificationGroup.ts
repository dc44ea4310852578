// Grouped notifications: the same kind on the same post is one line ("alice, bob and
// 12 others favourited your post"); follows group by day. A pure function over the displayed list,
// so the same look comes from server groups (Mastodon ≥ 4.3, /api/v2/notifications: each entry
// carries `group`) and from single notifications (Pleroma, Akkoma, GoToSocial).
import type { Notification, NotificationType } from './types';

export interface NotificationGroup {
  /** Stable across renders: the list's React key and the virtual window's height key. */
  key: string;
  type: NotificationType;
  /** The newest member: its id places the group for the read marker and paging. */
  latest: Notification;
  /** The members present here, newest first. */
  members: Notification[];
  /** Acting accounts, newest first, each once (a server group gives only its samples). */
  accountIds: string[];
  /** How many notifications the group stands for. */
  count: number;
  status: string | null;
  /** Every member seen. */
  seen: boolean;
}

/** The local calendar day of a time, for grouping follows. */
const dayOf = (time: string): string => {
  const d = new Date(time);
  return Number.isNaN(d.getTime()) ? time : `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};

/** What a notification groups by; the same for server and client entries of one kind and post. */
function groupKeyOf(n: Notification): string {
  switch (n.type) {
    case 'like':
    case 'repeat':
      if (n.status) return `${n.type}:${n.status}`;
      break;
    case 'pleroma:emoji_reaction':
      if (n.status) return `reaction:${n.status}:${n.emoji ?? ''}`;
      break;
    case 'follow':
      return `follow:${dayOf(n.created_at)}`;
  }
  return `n:${n.id}`;
}

/** The list (newest first) as groups, each where its newest member is. */
export function groupNotifications(list: readonly Notification[]): NotificationGroup[] {
  const byKey = new Map<string, NotificationGroup>();
  const accounts = new Map<NotificationGroup, Set<string>>();
  const out: NotificationGroup[] = [];
  for (const n of list) {
    const key = groupKeyOf(n);
    let group = byKey.get(key);
    if (!group) {
      group = { key, type: n.type, latest: n, members: [], accountIds: [], count: 0, status: n.status, seen: true };
      byKey.set(key, group);
      accounts.set(group, new Set());
      out.push(group);
    }
    group.members.push(n);
    group.count += n.group?.count ?? 1;
    group.seen &&= n.seen;
    const seenAccounts = accounts.get(group)!;
    for (const account of n.group?.accountIds ?? [n.from_profile]) {
      if (seenAccounts.has(account)) continue;
      seenAccounts.add(account);
      group.accountIds.push(account);
    }
  }
  return out;
}
