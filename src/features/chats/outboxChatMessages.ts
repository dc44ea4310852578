// A chat's messages that wait in the outbox (or were refused there), as the chat view shows them:
// after the server's, in the order made; one the server already has (its answer was lost) is not
// shown twice.
import { emojifyText } from '../../entities/html';
import type { ChatMessage } from '../../entities/types';
import { OUTBOX_MESSAGE_PREFIX } from '../../store/chatsThunks';
import type { ChatDisplay } from '../../store/outbox/chatCarryOver';
import type { OutboxEntry } from '../../store/outbox/types';

const keyOf = (e: OutboxEntry) => Object.entries(e.headers).find(([h]) => h.toLowerCase() === 'idempotency-key')?.[1] ?? null;

export function outboxChatMessages(entries: readonly OutboxEntry[], chatId: string, userId: string, held: readonly ChatMessage[]): ChatMessage[] {
  const heldKeys = new Set(held.map((m) => m.idempotency_key).filter(Boolean));
  return entries
    .filter((e) => e.kind === 'chat' && e.target === chatId && e.userId === userId && !heldKeys.has(keyOf(e)))
    .map((e) => {
      const attachment = (e.display as Partial<ChatDisplay> | undefined)?.attachment ?? null;
      return {
        id: OUTBOX_MESSAGE_PREFIX + e.id,
        chat_id: chatId,
        account_id: userId,
        created_at: new Date(Math.floor(e.seq / 1000)).toISOString(),
        content: emojifyText(e.form?.content?.toString() ?? ''),
        emojis: [],
        attachments: attachment ? [attachment] : [],
        card: null,
        pending: e.state !== 'refused',
        error: e.state === 'refused',
        idempotency_key: keyOf(e),
        outbox: { state: e.state, error: e.error },
      };
    });
}
