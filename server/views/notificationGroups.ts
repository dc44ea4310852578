// Mastodon 4.3's grouped notifications (GET /api/v2/notifications): rendered notifications,
// newest first, become groups — favourites and reblogs of one status, follows of one day — with
// the accounts and statuses they name listed once beside them. Pure: no queries here.

/** Mastodon's default `grouped_types`. */
const GROUPED = new Set(['favourite', 'reblog', 'follow']);
/** Sample accounts per group, as Mastodon sends. */
const SAMPLES = 8;

type Json = Record<string, unknown>;

export interface GroupedAnswer {
  accounts: Json[];
  statuses: Json[];
  notification_groups: Json[];
}

export function groupKey(n: Json): string {
  const type = String(n.type);
  const status = (n.status as Json | undefined)?.id;
  if (GROUPED.has(type)) {
    if (type === 'follow') return `follow-${String(n.created_at).slice(0, 10)}`;
    if (status !== undefined) return `${type}-${String(status)}`;
  }
  return `ungrouped-${String(n.id)}`;
}

export class GroupCollector {
  private readonly groups = new Map<string, Json & { sample_account_ids: string[] }>();
  private readonly accounts = new Map<string, Json>();
  private readonly statuses = new Map<string, Json>();

  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.groups.size >= this.limit;
  }

  /** Adds one notification (newest first); false when it would start a group past the limit. */
  add(n: Json): boolean {
    const key = groupKey(n);
    const id = String(n.id);
    let group = this.groups.get(key);
    if (!group) {
      if (this.full) return false;
      const status = n.status as Json | undefined;
      group = {
        group_key: key,
        notifications_count: 0,
        type: n.type,
        most_recent_notification_id: id,
        page_max_id: id,
        page_min_id: id,
        latest_page_notification_at: n.created_at,
        sample_account_ids: [],
        ...(status ? { status_id: String(status.id) } : {}),
      };
      this.groups.set(key, group);
    }
    group.notifications_count = Number(group.notifications_count) + 1;
    group.page_min_id = id;
    const account = n.account as Json;
    const accountId = String(account.id);
    if (group.sample_account_ids.length < SAMPLES && !group.sample_account_ids.includes(accountId)) group.sample_account_ids.push(accountId);
    this.accounts.set(accountId, account);
    if (n.status) this.statuses.set(String((n.status as Json).id), n.status as Json);
    if (n.target) this.accounts.set(String((n.target as Json).id), n.target as Json);
    return true;
  }

  answer(): GroupedAnswer {
    return { accounts: [...this.accounts.values()], statuses: [...this.statuses.values()], notification_groups: [...this.groups.values()] };
  }
}
