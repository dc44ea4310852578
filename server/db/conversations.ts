// Direct conversations: the threads a user takes part in (author or mentioned), their
// participants, and the statuses a Pleroma `in_reply_to_conversation_id` reply goes to.
import type { StatusRow } from './statuses.js';
import type { Store } from './store.js';
import type { UserRow } from './users.js';

const TAKES_PART = (alias: string) =>
  `(${alias}.user_id = @viewer OR EXISTS (SELECT 1 FROM mentions cm WHERE cm.status_id = ${alias}.id AND cm.user_id = @viewer))`;

/** Timeline conditions over `s`: each direct thread's newest status the viewer takes part in. */
export const LATEST_DIRECT_SQL = [
  "s.visibility = 'direct'",
  TAKES_PART('s'),
  `s.id = (SELECT MAX(s2.id) FROM statuses s2 WHERE s2.conversation_id = s.conversation_id AND s2.visibility = 'direct' AND ${TAKES_PART('s2')})`,
];

/** The status's author and mentioned accounts, the viewer left out. */
export function participantsOf(store: Store, statusId: number, viewerId: number): UserRow[] {
  return store.all<UserRow>(
    `SELECT u.* FROM users u WHERE u.id != @viewer AND (
       u.id = (SELECT user_id FROM statuses WHERE id = @id)
       OR u.id IN (SELECT user_id FROM mentions WHERE status_id = @id)) ORDER BY u.id`,
    { viewer: viewerId, id: statusId },
  );
}

export function conversationIdOf(store: Store, statusId: number): number | undefined {
  return store.get<{ conversation_id: number }>('SELECT conversation_id FROM statuses WHERE id = ?', [statusId])?.conversation_id;
}

/** The conversation's latest statuses (not repeats), newest first. */
export function conversationStatuses(store: Store, conversationId: number, limit = 500): StatusRow[] {
  return store.all<StatusRow>('SELECT * FROM statuses WHERE conversation_id = ? AND reblog_of_id IS NULL ORDER BY id DESC LIMIT ?', [
    conversationId,
    limit,
  ]);
}

export function mentionedUserIds(store: Store, statusId: number): number[] {
  return store.all<{ user_id: number }>('SELECT user_id FROM mentions WHERE status_id = ?', [statusId]).map((m) => m.user_id);
}
