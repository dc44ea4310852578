// The instance's own figures: what /api/v1/instance, v2, nodeinfo and the peers list report.
import type { Store } from './store.js';

export interface InstanceStats {
  user_count: number;
  status_count: number;
  domain_count: number;
}

export function instanceStats(store: Store): InstanceStats {
  const row = store.get<InstanceStats>(
    `SELECT (SELECT COUNT(*) FROM users WHERE domain IS NULL AND deactivated = 0) AS user_count,
            (SELECT COUNT(*) FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.domain IS NULL) AS status_count,
            (SELECT COUNT(DISTINCT domain) FROM users WHERE domain IS NOT NULL) AS domain_count`,
  );
  return row ?? { user_count: 0, status_count: 0, domain_count: 0 };
}

/** Local admins and moderators, oldest first (nodeinfo's `staffAccounts`). */
export function staffNicknames(store: Store): string[] {
  return store
    .all<{ nickname: string }>('SELECT nickname FROM users WHERE domain IS NULL AND deactivated = 0 AND (is_admin = 1 OR is_moderator = 1) ORDER BY id')
    .map((r) => r.nickname);
}

/** Every remote domain the instance knows an account of. */
export function peerDomains(store: Store): string[] {
  return store.all<{ domain: string }>('SELECT DISTINCT domain FROM users WHERE domain IS NOT NULL ORDER BY domain').map((r) => r.domain);
}
