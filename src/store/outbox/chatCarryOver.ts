// Chat messages that earlier versions kept in localStorage (`starling-chat-outbox`, by user then
// chat) move into the outbox once, oldest first, with their keys: taken out in one go, so a second
// tab starting at the same time finds nothing left to move.
import { chatMessageWrite } from '../../api/chats';
import type { OfflineWrite } from '../../api/http';
import type { Attachment } from '../../entities/types';
import { getJson, removeKey } from '../../lib/storage';

const OLD_KEY = 'starling-chat-outbox';

/** What the chat shows of a waiting message beyond its text. */
export interface ChatDisplay {
  attachment: Attachment | null;
}

interface OldItem {
  chatId: string;
  text: string;
  attachment: Attachment | null;
  idempotencyKey: string;
  createdAt: string;
}

const isOldItem = (i: unknown): i is OldItem => {
  const o = i as Partial<OldItem> | null;
  return !!o && typeof o.chatId === 'string' && typeof o.text === 'string' && typeof o.idempotencyKey === 'string';
};

export function takeOldChatMessages(): { userId: string; write: OfflineWrite }[] {
  const all = getJson<unknown>(OLD_KEY, null);
  if (all === null) return [];
  removeKey(OLD_KEY);
  if (!all || typeof all !== 'object' || Array.isArray(all)) return [];
  const found: { userId: string; item: OldItem }[] = [];
  for (const [userId, chats] of Object.entries(all as Record<string, unknown>)) {
    if (!chats || typeof chats !== 'object') continue;
    for (const list of Object.values(chats as Record<string, unknown>)) {
      if (Array.isArray(list)) found.push(...list.filter(isOldItem).map((item) => ({ userId, item })));
    }
  }
  found.sort((a, b) => String(a.item.createdAt).localeCompare(String(b.item.createdAt)));
  return found.map(({ userId, item }) => {
    const display: ChatDisplay = { attachment: item.attachment ?? null };
    const m = { content: item.text, mediaId: item.attachment?.id, idempotencyKey: item.idempotencyKey };
    return { userId, write: { ...chatMessageWrite(item.chatId, m), display } };
  });
}
