// Pleroma chats: the chat list, get-or-create by account, messages with
// Link-header cursors, send with an idempotency key, read marker, delete. Raw JSON out;
// entities/chat.ts normalizes.
import type { Cursors } from '../entities/types';
import { request } from './http';

const base = '/api/v1/pleroma/chats';
const seg = encodeURIComponent;

/** GET /api/v1/pleroma/chats (a non-list body counts as empty). */
export async function fetchChats(token: string | null, signal?: AbortSignal): Promise<unknown[]> {
  const res = await request<unknown>(base, { token, signal });
  return Array.isArray(res.data) ? res.data : [];
}

/** POST /api/v1/pleroma/chats/by-account-id/{id}: the chat with that account, created if needed. */
export async function chatByAccountId(accountId: string, token: string | null): Promise<unknown> {
  return (await request(`${base}/by-account-id/${seg(accountId)}`, { method: 'POST', token })).data;
}

export interface MessagesQuery {
  maxId?: string | null;
  sinceId?: string | null;
  limit?: number;
}

/** GET …/{id}/messages → newest first, with cursors from the Link header. */
export async function fetchChatMessages(
  chatId: string,
  q: MessagesQuery,
  token: string | null,
  signal?: AbortSignal,
): Promise<{ items: unknown[]; cursors: Cursors }> {
  const res = await request<unknown>(`${base}/${seg(chatId)}/messages`, {
    token,
    signal,
    query: { max_id: q.maxId ?? undefined, since_id: q.sinceId ?? undefined, limit: q.limit ?? 20 },
  });
  return { items: Array.isArray(res.data) ? res.data : [], cursors: res.cursors };
}

export interface OutgoingMessage {
  content: string;
  mediaId?: string | null;
  /** Sent as the Idempotency-Key header: every retry of one message carries the same key. */
  idempotencyKey: string;
}

/** A message's request (content, media_id, its key), as sent and as the outbox keeps it. */
export function chatMessageWrite(chatId: string, m: OutgoingMessage) {
  const form: Record<string, string> = { content: m.content };
  if (m.mediaId) form.media_id = m.mediaId;
  return { method: 'POST' as const, path: `${base}/${seg(chatId)}/messages`, form, headers: { 'Idempotency-Key': m.idempotencyKey } };
}

/** POST …/{id}/messages; `display`: what the outbox keeps to show it should it wait (its attachment). */
export async function postChatMessage(chatId: string, m: OutgoingMessage, token: string | null, display?: unknown): Promise<unknown> {
  const { path, ...opts } = chatMessageWrite(chatId, m);
  return (await request(path, { ...opts, token, outboxDisplay: display })).data;
}

/** POST …/{id}/read with last_read_id → the chat. */
export async function readChat(chatId: string, lastReadId: string, token: string | null): Promise<unknown> {
  return (await request(`${base}/${seg(chatId)}/read`, { method: 'POST', token, form: { last_read_id: lastReadId } })).data;
}

/** DELETE …/{chatId}/messages/{messageId} → the deleted message. */
export async function deleteChatMessage(chatId: string, messageId: string, token: string | null): Promise<unknown> {
  return (await request(`${base}/${seg(chatId)}/messages/${seg(messageId)}`, { method: 'DELETE', token })).data;
}
