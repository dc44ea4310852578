// What a route answers with: the page's rows loaded in one batch (db/loaded/), then rendered by
// the views, which read what was loaded and never query. A page of 40 statuses costs the same
// number of queries as a page of 10.
import type { ChatMessageRow, ChatRow } from '../db/chats.js';
import type { NotificationRow } from '../db/notifications.js';
import type { PollRow } from '../db/polls.js';
import type { StatusRow } from '../db/statuses.js';
import type { UserRow } from '../db/users.js';
import { renderAccount, renderCredentialAccount } from '../views/account.js';
import { renderChat, renderChatMessage } from '../views/chat.js';
import type { FastifyRequest } from 'fastify';
import { renderCtx, type RenderCtx } from '../views/context.js';
import { renderNotification } from '../views/notification.js';
import { renderPoll } from '../views/poll.js';
import { renderRelationship } from '../views/relationship.js';
import { renderStatus, renderStatuses } from '../views/status.js';

export function presentStatuses(rc: RenderCtx, rows: StatusRow[]): Record<string, unknown>[] {
  rc.loaded.loadStatuses(rows);
  return renderStatuses(rc, rows);
}

/** Null when the status's author (or a reblog's target) is gone. */
export function presentStatus(rc: RenderCtx, status: StatusRow): Record<string, unknown> | null {
  rc.loaded.loadStatuses([status]);
  return renderStatus(rc, status);
}

export function presentAccounts(rc: RenderCtx, users: UserRow[]): Record<string, unknown>[] {
  rc.loaded.loadAccounts(users);
  return users.map((u) => renderAccount(rc, u));
}

export function presentAccount(rc: RenderCtx, user: UserRow): Record<string, unknown> {
  return presentAccounts(rc, [user])[0]!;
}

export function presentCredentialAccount(rc: RenderCtx, user: UserRow): Record<string, unknown> {
  rc.loaded.loadCredential(user);
  return renderCredentialAccount(rc, user);
}

export function presentRelationships(rc: RenderCtx, users: UserRow[]): Record<string, unknown>[] {
  rc.loaded.loadRelationships(users);
  return users.map((u) => renderRelationship(rc, u));
}

/** Notifications whose subject is gone are left out. */
export function presentNotifications(rc: RenderCtx, rows: NotificationRow[]): Record<string, unknown>[] {
  rc.loaded.loadNotifications(rows);
  return rows.map((n) => renderNotification(rc, n)).filter((n): n is Record<string, unknown> => n !== null);
}

export function presentNotification(rc: RenderCtx, n: NotificationRow): Record<string, unknown> | null {
  rc.loaded.loadNotifications([n]);
  return renderNotification(rc, n);
}

export function presentPoll(rc: RenderCtx, poll: PollRow): Record<string, unknown> {
  rc.loaded.loadPolls([poll]);
  return renderPoll(rc, poll);
}

/** A rendering context with the instance's figures loaded (instance and nodeinfo documents). */
export function instanceCtx(req: FastifyRequest): RenderCtx {
  const rc = renderCtx(req);
  rc.loaded.loadInstance();
  return rc;
}

/** Chats whose other account is gone are left out. */
export function presentChats(rc: RenderCtx, chats: ChatRow[]): Record<string, unknown>[] {
  rc.loaded.loadChats(chats);
  return chats.map((c) => renderChat(rc, c)).filter((c): c is Record<string, unknown> => c !== null);
}

export function presentChat(rc: RenderCtx, chat: ChatRow): Record<string, unknown> | null {
  return presentChats(rc, [chat])[0] ?? null;
}

export function presentChatMessages(rc: RenderCtx, chat: ChatRow, messages: ChatMessageRow[]): Record<string, unknown>[] {
  rc.loaded.loadChatMessages(messages);
  return messages.map((m) => renderChatMessage(rc, chat, m));
}

export function presentChatMessage(rc: RenderCtx, chat: ChatRow, message: ChatMessageRow): Record<string, unknown> {
  return presentChatMessages(rc, chat, [message])[0]!;
}
