// Chat messages not yet confirmed by the server, kept in localStorage (`starling-chat-outbox`) so
// that a message typed offline survives a reload: the chat view shows them again as failed, with
// retry and delete. Keyed by user, then chat. Pure storage, no Redux.
import type { Attachment } from '../entities/types';
import { getJson, setJson } from '../lib/storage';

export const OUTBOX_KEY = 'starling-chat-outbox';

export interface OutboxItem {
  localId: string;
  chatId: string;
  text: string;
  attachment: Attachment | null;
  idempotencyKey: string;
  createdAt: string;
}

type Outbox = Record<string, Record<string, OutboxItem[]>>;

const read = (): Outbox => {
  const v = getJson<unknown>(OUTBOX_KEY, {});
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Outbox) : {};
};

export function outboxOf(userId: string, chatId: string): OutboxItem[] {
  const list = read()[userId]?.[chatId];
  return Array.isArray(list) ? list.filter((i) => i && typeof i.localId === 'string' && typeof i.text === 'string') : [];
}

export function saveToOutbox(userId: string, item: OutboxItem): void {
  const all = read();
  const mine = all[userId] ?? {};
  mine[item.chatId] = [...(mine[item.chatId] ?? []).filter((i) => i.localId !== item.localId), item];
  all[userId] = mine;
  setJson(OUTBOX_KEY, all);
}

export function removeFromOutbox(userId: string, chatId: string, localId: string): void {
  const all = read();
  const list = all[userId]?.[chatId];
  if (!list) return;
  const rest = list.filter((i) => i.localId !== localId);
  if (rest.length > 0) all[userId][chatId] = rest;
  else delete all[userId][chatId];
  setJson(OUTBOX_KEY, all);
}
