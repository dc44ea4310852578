// The direct replies of each status of a thread, worked out once per store change for the whole
// thread: every rendered "Replies:" line scanning the thread itself was n² work on a long thread.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store';

export interface ReplyLink {
  id: string;
  /** The reply's author's handle as shown; '' while the author is unknown. */
  name: string;
}

export const selectRepliesByParent = createSelector(
  [(s: RootState) => s.statuses, (s: RootState) => s.users, (_s: RootState, ids: readonly string[]) => ids],
  (statuses, users, ids) => {
    const byParent = new Map<string, ReplyLink[]>();
    for (const id of ids) {
      const status = statuses[id];
      const parent = status?.in_reply_to_status_id;
      if (!parent) continue;
      const author = users[status.user];
      const link = { id, name: author ? author.screen_name_ui || author.screen_name : '' };
      const siblings = byParent.get(parent);
      if (siblings) siblings.push(link);
      else byParent.set(parent, [link]);
    }
    return byParent;
  },
);
