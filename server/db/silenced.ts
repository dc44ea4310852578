// Which notifications a user would not want pushed to a stream: from blocked or
// notification-muted accounts, in muted threads, or on posts their irreversible filters drop.
import { irreversiblePattern, NOT_IRREVERSIBLY_FILTERED_SQL } from './filters.js';
import type { NotificationRow } from './notifications.js';
import type { Store } from './store.js';

export function isSilenced(store: Store, n: NotificationRow): boolean {
  return !!store.get(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM blocks WHERE user_id = @user AND target_id = @from)
       OR EXISTS (SELECT 1 FROM mutes WHERE user_id = @user AND target_id = @from AND notifications = 1)
       OR EXISTS (SELECT 1 FROM thread_mutes tm JOIN statuses s ON s.conversation_id = tm.conversation_id
                  WHERE tm.user_id = @user AND s.id = @status)
       OR EXISTS (SELECT 1 FROM statuses s LEFT JOIN statuses r ON r.id = s.reblog_of_id
                  WHERE s.id = @status AND NOT ${NOT_IRREVERSIBLY_FILTERED_SQL})`,
    { user: n.user_id, viewer: n.user_id, from: n.from_id, status: n.status_id, filterPattern: irreversiblePattern(store, n.user_id) },
  );
}
