// The i18n key of what the sender did, per notification type: a whole sentence with {{name}}
// (and {{emoji}} / {{target}}), so each language orders it as its grammar needs.
import type { NotificationType } from '../../entities/types';

const ACTION_KEY: Partial<Record<NotificationType, string>> = {
  like: 'notifications.favorited_you',
  repeat: 'notifications.repeated_you',
  'pleroma:emoji_reaction': 'notifications.reacted_with',
  mention: 'notifications.mentioned_you',
  follow: 'notifications.followed_you',
  follow_request: 'notifications.follow_request',
  move: 'notifications.migrated_to',
  'pleroma:chat_mention': 'notifications.chat_mention',
  update: 'editing.notification',
  quote: 'quote.notification',
};

export const actionKey = (type: NotificationType): string => ACTION_KEY[type] ?? 'notifications.other';
