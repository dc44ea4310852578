// Fans committed writes (app.ctx.events) out to the open sockets. Each status is checked per
// socket with the same query as the REST timeline of the stream, so visibility, blocks, mutes and
// thread mutes apply exactly as they would on a refetch. Work is deferred off the emitting request.
import type { FastifyInstance } from 'fastify';
import { chatBetween } from '../db/chats.js';
import { liveTokenById } from '../db/oauth.js';
import { isSilenced } from '../db/silenced.js';
import { hasRepeated } from '../db/statusActions.js';
import { fetchTimeline, statusById } from '../db/statuses.js';
import { userById, type UserRow } from '../db/users.js';
import type { ServerEvents } from '../events.js';
import { notificationById, type NotificationRow } from '../db/notifications.js';
import { presentChat, presentNotification, presentStatus } from '../present/index.js';
import { AnnouncementStreams } from './announcements.js';
import type { StreamClient } from './client.js';
import { isPublicStream, statusConditions } from './streams.js';

type DeletedInfo = ServerEvents['status:deleted'][0];
type ChatSide = ServerEvents['chat:updated'][0];

const HEARTBEAT_MS = 30_000;

export class StreamHub {
  private readonly clients = new Set<StreamClient>();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;

  private readonly onCreated = (id: string) => this.later(() => this.statusCreated(id));
  private readonly onUpdated = (id: string) => this.later(() => this.statusCreated(id, 'status.update'));
  private readonly onDeleted = (info: DeletedInfo) => this.later(() => this.statusDeleted(info));
  private readonly onNotification = (id: string) => this.later(() => this.notificationCreated(id));
  private readonly onFilters = (userId: string) => this.later(() => this.filtersChanged(userId));
  private readonly onChat = (side: ChatSide) => this.later(() => this.chatUpdated(side));
  private readonly onAccess = (userId: number) => this.later(() => this.accessRevoked(userId));
  private readonly announcements: AnnouncementStreams;

  constructor(private readonly app: FastifyInstance) {
    this.announcements = new AnnouncementStreams(app, () => this.clients, (task) => this.later(task));
  }

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    const bus = this.app.ctx.events;
    bus.on('status:created', this.onCreated);
    bus.on('status:deleted', this.onDeleted);
    bus.on('notification:created', this.onNotification);
    bus.on('filters:changed', this.onFilters);
    bus.on('chat:updated', this.onChat);
    bus.on('access:revoked', this.onAccess);
    bus.on('status:updated', this.onUpdated);
    this.announcements.listen();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  stop(): void {
    this.stopped = true;
    const bus = this.app.ctx.events;
    bus.off('status:created', this.onCreated);
    bus.off('status:deleted', this.onDeleted);
    bus.off('notification:created', this.onNotification);
    bus.off('filters:changed', this.onFilters);
    bus.off('chat:updated', this.onChat);
    bus.off('access:revoked', this.onAccess);
    bus.off('status:updated', this.onUpdated);
    this.announcements.unlisten();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.clients.clear();
  }

  add(client: StreamClient): void {
    this.clients.add(client);
  }

  remove(client: StreamClient): void {
    this.clients.delete(client);
  }

  /** Off the request that emitted, and never able to fail it. */
  private later(task: () => void): void {
    setImmediate(() => {
      if (this.stopped) return;
      try {
        task();
      } catch (err) {
        this.app.log.error({ err }, 'streaming fan-out failed');
      }
    });
  }

  /** Closes the user's sockets whose token was revoked, or all of them if the account went away. */
  private accessRevoked(userId: number): void {
    const store = this.app.ctx.store;
    for (const client of this.clients) {
      if (client.session.userId !== userId) continue;
      const tokenId = client.session.tokenId;
      if (tokenId === null || !liveTokenById(store, tokenId)) client.refuse('Invalid access token');
      else this.viewerOf(client);
    }
  }

  /** The socket's user as of now; undefined (and the socket closed) if the account went away. */
  private viewerOf(client: StreamClient): UserRow | null | undefined {
    if (client.session.userId === null) return null;
    const user = userById(this.app.ctx.store, client.session.userId);
    if (user && !user.deactivated) return user;
    client.refuse('Invalid access token');
    return undefined;
  }

  /** A new status as `update`, an edited one as `status.update`, on the streams that carry it. */
  private statusCreated(id: string, event: 'update' | 'status.update' = 'update'): void {
    const store = this.app.ctx.store;
    const status = statusById(store, Number(id));
    if (!status) return;
    const config = this.app.ctx.config();
    const flavor = this.app.ctx.flavor;
    for (const client of this.clients) {
      const viewer = [...client.subs.values()].some((s) => statusConditions(s, flavor)) ? this.viewerOf(client) : undefined;
      if (viewer === undefined) continue;
      const matching = [...client.subs.values()].filter((sub) => {
        const cond = statusConditions(sub, flavor);
        if (!cond) return false;
        const rows = fetchTimeline(store, {
          viewerId: viewer?.id ?? null,
          where: ['s.id = @streamedId', ...cond.where],
          params: { ...cond.params, streamedId: status.id },
          page: { limit: 1 },
        });
        return rows.length > 0 || (event === 'status.update' && sub.name === 'user' && !!viewer && this.repeatedBy(status.id, viewer.id));
      });
      if (matching.length === 0) continue;
      const rendered = presentStatus(client.renderCtx(viewer, config), status);
      if (!rendered) continue;
      const payload = JSON.stringify(rendered);
      for (const sub of matching) client.send(sub.label, event, payload);
    }
  }

  /** Whoever repeated a post holds a copy of it that an edit must reach. */
  private repeatedBy(statusId: number, userId: number): boolean {
    return hasRepeated(this.app.ctx.store, userId, statusId);
  }

  private statusDeleted(info: DeletedInfo): void {
    for (const client of this.clients) {
      const uid = client.session.userId === null ? null : String(client.session.userId);
      const concerned = uid !== null && (uid === info.authorId || info.audienceUserIds.includes(uid));
      for (const sub of client.subs.values()) {
        const reached =
          (isPublicStream(sub.name) && info.visibility === 'public') ||
          (sub.name === 'user' && concerned) ||
          (sub.name === 'direct' && info.visibility === 'direct' && concerned);
        if (reached) client.send(sub.label, 'delete', info.statusId);
      }
    }
  }

  /** Notifications the user would not want pushed: from blocked or notification-muted accounts, or muted threads. */
  private silenced(n: NotificationRow): boolean {
    return isSilenced(this.app.ctx.store, n);
  }

  private notificationCreated(id: string): void {
    const n = notificationById(this.app.ctx.store, Number(id));
    if (!n || this.silenced(n)) return;
    const config = this.app.ctx.config();
    for (const client of this.clients) {
      if (client.session.userId !== n.user_id || !client.mayRead('read:notifications')) continue;
      const subs = [...client.subs.values()].filter((s) => s.name === 'user' || s.name === 'user:notification');
      if (subs.length === 0) continue;
      const viewer = this.viewerOf(client);
      if (!viewer) continue;
      const rendered = presentNotification(client.renderCtx(viewer, config), n);
      if (!rendered) continue;
      const payload = JSON.stringify(rendered);
      for (const sub of subs) client.send(sub.label, 'notification', payload);
    }
  }

  private filtersChanged(userId: string): void {
    for (const client of this.clients) {
      if (String(client.session.userId) !== userId) continue;
      for (const sub of client.subs.values()) if (sub.name === 'user') client.send(sub.label, 'filters_changed');
    }
  }

  /** `pleroma:chat_update` (the Chat as that user sees it) on the user's `user` streams. */
  private chatUpdated(side: ChatSide): void {
    const config = this.app.ctx.config();
    for (const client of this.clients) {
      if (client.session.userId !== side.userId || !client.mayRead('read:chats')) continue;
      const subs = [...client.subs.values()].filter((s) => s.name === 'user');
      if (subs.length === 0) continue;
      const viewer = this.viewerOf(client);
      const chat = viewer && chatBetween(this.app.ctx.store, side.userId, side.recipientId);
      const rendered = chat && presentChat(client.renderCtx(viewer, config), chat);
      if (!rendered) continue;
      const payload = JSON.stringify(rendered);
      for (const sub of subs) client.send(sub.label, 'pleroma:chat_update', payload);
    }
  }

  /** Pings every socket; one that missed the last pong is dead. Revoked tokens lose their socket. */
  private beat(): void {
    if (this.stopped) return;
    const store = this.app.ctx.store;
    for (const client of this.clients) {
      try {
        if (!client.alive) {
          client.socket.terminate();
          this.clients.delete(client);
          continue;
        }
        const tokenId = client.session.tokenId;
        if (tokenId !== null && !liveTokenById(store, tokenId)) {
          client.refuse('Invalid access token');
          continue;
        }
        client.alive = false;
        client.socket.ping();
      } catch (err) {
        this.app.log.warn({ err }, 'streaming heartbeat failed');
      }
    }
  }
}
