// An outbox entry's name in the list, from the labels its button already has.
import type { OutboxEntry } from '../../store/outbox/types';

const LABELS: Record<OutboxEntry['kind'], string> = {
  post: 'post_status.post',
  edit: 'editing.edit',
  delete: 'status_actions.delete',
  favourite: 'status_actions.favourite',
  repeat: 'status_actions.repeat',
  bookmark: 'status_actions.bookmark',
  pin: 'status_actions.pin',
  mute_thread: 'status_actions.mute_conversation',
  react: 'status_actions.add_reaction',
  vote: 'polls.vote',
  follow: 'user_card.action_follow',
  block: 'user_card.block',
  mute: 'user_card.mute',
  chat: 'chats.message_label',
  media: 'post_status.media_description',
};

export function outboxLabel(e: OutboxEntry, t: (key: string, args?: Record<string, unknown>) => string): string {
  const action = t(LABELS[e.kind]);
  return e.on ? action : t('outbox.undo', { action });
}

/** The text of a kept post, edit or chat message (kept for the person to fix or copy). */
export const outboxText = (e: OutboxEntry): string | null => {
  const text = e.kind === 'chat' ? e.form?.content : (e.json as { status?: unknown } | undefined)?.status;
  return typeof text === 'string' ? text : null;
};
