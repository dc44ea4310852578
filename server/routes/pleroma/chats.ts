// Pleroma chats (/api/v1/pleroma/chats): list, get-or-create by account, messages with cursors
// and Link headers, send (content and/or one media_id, Idempotency-Key), mark read, delete one's
// own message. Blocks either way refuse new messages. Every write emits `chat:updated` for both
// sides after its commit, which the user stream turns into `pleroma:chat_update`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { attachmentById } from '../../db/attachments.js';
import {
  attachmentInChat,
  chatOf,
  deleteChatMessage,
  chatsOf,
  ensureChat,
  insertChatMessage,
  markChatRead,
  messageById,
  messageByKey,
  messagesPage,
  type ChatRow,
} from '../../db/chats.js';
import { createNotification } from '../../db/notifications.js';
import { isBlocking } from '../../db/relations.js';
import { userById, type UserRow } from '../../db/users.js';
import { ApiError, badRequest, notFound, unprocessable } from '../../http/errors.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { param, str } from '../../http/params.js';
import { presentChat, presentChatMessage, presentChatMessages, presentChats } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { publishNotification } from '../../services/notifications.js';

type ChatRequest = FastifyRequest<{ Params: { id: string; messageId?: string } }>;

const me = (req: FastifyRequest): UserRow => req.auth!.user!;

function numericId(raw: string | undefined): number {
  if (!raw || !/^\d{1,17}$/.test(raw)) throw notFound();
  return Number(raw);
}

function chatFor(req: ChatRequest): ChatRow {
  const chat = chatOf(req.server.ctx.store, numericId(req.params.id), me(req).id);
  if (!chat) throw notFound();
  return chat;
}

function blockedBetween(app: FastifyInstance, a: number, b: number): boolean {
  return isBlocking(app.ctx.store, a, b) || isBlocking(app.ctx.store, b, a);
}

function idempotencyKey(req: FastifyRequest): string | null {
  const header = req.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  return key ? key.slice(0, 200) : null;
}

function rendered(req: FastifyRequest, chat: ChatRow): Record<string, unknown> {
  const out = presentChat(renderCtx(req), chat);
  if (!out) throw notFound();
  return out;
}

/** After the commit: both sides' chats changed. */
export function publishChatUpdate(app: FastifyInstance, ...sides: { userId: number; recipientId: number }[]): void {
  for (const side of sides) app.ctx.events.emit('chat:updated', side);
}

export function registerChats(app: FastifyInstance): void {
  const store = app.ctx.store;
  const readable = { preHandler: requireUser(app, 'read:chats') };
  const writable = { preHandler: requireUser(app, 'write:chats') };

  app.get('/api/v1/pleroma/chats', readable, async (req) => {
    const rc = renderCtx(req);
    return presentChats(rc, chatsOf(store, me(req).id));
  });

  app.post<{ Params: { id: string } }>('/api/v1/pleroma/chats/by-account-id/:id', writable, async (req) => {
    const recipient = /^\d{1,17}$/.test(req.params.id) ? userById(store, Number(req.params.id)) : undefined;
    if (!recipient || recipient.deactivated) throw notFound();
    const chat = store.tx(() => ensureChat(store, me(req).id, recipient.id, Date.now()));
    return rendered(req, chat);
  });

  app.get<{ Params: { id: string } }>('/api/v1/pleroma/chats/:id', readable, async (req) => rendered(req, chatFor(req)));

  app.get<{ Params: { id: string } }>('/api/v1/pleroma/chats/:id/messages', readable, async (req, reply) => {
    const chat = chatFor(req);
    const rows = messagesPage(store, chat, pageParams(req));
    setLinkHeader(req, reply, rows.map((m) => m.id));
    const rc = renderCtx(req);
    return presentChatMessages(rc, chat, rows);
  });

  app.post<{ Params: { id: string } }>('/api/v1/pleroma/chats/:id/messages', writable, async (req) => {
    const chat = chatFor(req);
    const sender = me(req);
    const key = idempotencyKey(req);
    const rc = renderCtx(req);
    // The same key again answers the message the first request created.
    const earlier = key ? messageByKey(store, sender.id, key) : undefined;
    if (earlier && earlier.recipient_id !== chat.recipient_id) throw unprocessable('Idempotency-Key already used in another chat');
    if (earlier) return presentChatMessage(rc, chat, earlier);

    const content = (str(param(req, 'content')) ?? '').trim();
    const mediaRaw = str(param(req, 'media_id'));
    if (content.length > rc.config.chatLimit) throw unprocessable('The message is over the character limit');
    const recipient = userById(store, chat.recipient_id);
    if (!recipient || recipient.deactivated) throw notFound();
    if (blockedBetween(app, sender.id, recipient.id) || recipient.accepts_chat_messages !== 1) {
      throw unprocessable('This account does not accept your chat messages');
    }
    let attachmentId: number | null = null;
    if (mediaRaw) {
      const a = /^\d{1,17}$/.test(mediaRaw) ? attachmentById(store, Number(mediaRaw)) : undefined;
      const used = a && attachmentInChat(store, a.id);
      if (!a || a.user_id !== sender.id || a.status_id !== null || used) throw unprocessable('Invalid media_id');
      attachmentId = a.id;
    }
    if (!content && attachmentId === null) throw badRequest('Cannot post an empty message');

    const now = Date.now();
    const { message, notification } = store.tx(() => {
      const message = insertChatMessage(store, { senderId: sender.id, recipientId: recipient.id, content, attachmentId, idempotencyKey: key, now });
      const notification =
        recipient.domain === null
          ? createNotification(store, { userId: recipient.id, type: 'pleroma:chat_mention', fromId: sender.id, chatMessageId: message.id })
          : null;
      return { message, notification };
    });
    publishNotification(app, notification);
    publishChatUpdate(app, { userId: sender.id, recipientId: recipient.id }, { userId: recipient.id, recipientId: sender.id });
    return presentChatMessage(rc, chatOf(store, chat.id, sender.id)!, message);
  });

  app.post<{ Params: { id: string } }>('/api/v1/pleroma/chats/:id/read', writable, async (req) => {
    const chat = chatFor(req);
    const raw = str(param(req, 'last_read_id'));
    if (raw !== undefined && raw !== '' && !/^\d{1,17}$/.test(raw)) throw badRequest('Invalid last_read_id');
    store.tx(() => markChatRead(store, chat, raw ? Number(raw) : undefined));
    publishChatUpdate(app, { userId: chat.user_id, recipientId: chat.recipient_id });
    return rendered(req, chatOf(store, chat.id, chat.user_id)!);
  });

  app.delete<{ Params: { id: string; messageId: string } }>('/api/v1/pleroma/chats/:id/messages/:messageId', writable, async (req) => {
    const chat = chatFor(req);
    const message = messageById(store, numericId(req.params.messageId));
    const inChat =
      message &&
      ((message.sender_id === chat.user_id && message.recipient_id === chat.recipient_id) ||
        (message.sender_id === chat.recipient_id && message.recipient_id === chat.user_id));
    if (!message || !inChat) throw notFound();
    if (message.sender_id !== me(req).id) throw new ApiError(403, 'You can only delete your own messages');
    const out = presentChatMessage(renderCtx(req), chat, message);
    store.tx(() => deleteChatMessage(store, message.id));
    publishChatUpdate(app, { userId: chat.user_id, recipientId: chat.recipient_id }, { userId: chat.recipient_id, recipientId: chat.user_id });
    return out;
  });
}
