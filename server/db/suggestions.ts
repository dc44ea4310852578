// Who to follow: discoverable accounts the user does not follow or ask to follow, has not blocked
// or muted and is not blocked by. Friends of friends first, then the most followed, then newest.
import { accountFilterSql } from './relations.js';
import type { Store } from './store.js';
import type { UserRow } from './users.js';

export function suggestedAccounts(store: Store, viewerId: number, limit: number, offset: number): UserRow[] {
  return store.all<UserRow>(
    `SELECT u.* FROM users u
     WHERE u.id != @viewer AND u.deactivated = 0 AND u.discoverable = 1
       AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = u.id)
       AND ${accountFilterSql('u.id')}
     ORDER BY
       (SELECT COUNT(*) FROM follows ff JOIN follows mine ON mine.followee_id = ff.follower_id
         WHERE ff.followee_id = u.id AND ff.state = 'accepted' AND mine.follower_id = @viewer AND mine.state = 'accepted') DESC,
       (SELECT COUNT(*) FROM follows fc WHERE fc.followee_id = u.id AND fc.state = 'accepted') DESC,
       u.id DESC
     LIMIT @limit OFFSET @offset`,
    { viewer: viewerId, limit, offset },
  );
}
