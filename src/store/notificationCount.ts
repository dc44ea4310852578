// The unseen-notification count the shell's badges need, kept apart from notificationsSlice so
// the eager shell reads it without pulling the (lazy) slice into the first paint.
import { createSelector } from '@reduxjs/toolkit';
import type { Notification, NotificationType } from '../entities/types';
import type { NotificationVisibility } from './preferences';
import type { RootState } from './index';

/** The visibility kind of each type a person sees; other types are not shown. */
const KIND_OF_TYPE: Partial<Record<NotificationType, keyof NotificationVisibility>> = {
  like: 'likes',
  repeat: 'repeats',
  mention: 'mentions',
  follow: 'follows',
  follow_request: 'followRequest',
  move: 'moves',
  'pleroma:emoji_reaction': 'emojiReactions',
  'pleroma:chat_mention': 'chatMention',
  // A quote of one's post is shown and counted as a mention is.
  quote: 'mentions',
};

export function isVisibleType(type: NotificationType, visibility: NotificationVisibility): boolean {
  const kind = KIND_OF_TYPE[type];
  return kind !== undefined && visibility[kind] !== false;
}

/**
 * Unseen notifications of the kinds the user shows; 0 before the notifications chunk loads.
 * Memoized: the shell reads it on every store update, the list changes far less often.
 */
export const selectUnseenCount = createSelector(
  [(s: RootState) => s.notifications, (s: RootState) => s.config.notificationVisibility],
  (state, visibility): number => {
    if (!state) return 0;
    let count = 0;
    for (const id of state.ids) {
      const n: Notification | undefined = state.byId[id];
      if (n && !n.seen && isVisibleType(n.type, visibility)) count += 1;
    }
    return count;
  },
);
