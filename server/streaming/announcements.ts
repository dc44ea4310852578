// The `announcement`, `announcement.reaction` and `announcement.delete` events on members'
// `user` streams, as Mastodon sends them. An announcement is rendered per member (its `read` and
// reactions' `me` are theirs) and only while it is in its time window.
import type { FastifyInstance } from 'fastify';
import { announcementById, isActive } from '../db/announcements.js';
import { userById } from '../db/users.js';
import type { ServerEvents } from '../events.js';
import { renderAnnouncement } from '../views/announcement.js';
import type { StreamClient } from './client.js';

type Reaction = ServerEvents['announcement:reaction'][0];

export class AnnouncementStreams {
  private readonly onPublished = (id: number) => this.later(() => this.published(id));
  private readonly onReaction = (r: Reaction) => this.later(() => this.reaction(r));
  private readonly onDeleted = (id: number) => this.later(() => this.toMembers('announcement.delete', () => String(id)));

  constructor(
    private readonly app: FastifyInstance,
    private readonly clients: () => Iterable<StreamClient>,
    private readonly later: (task: () => void) => void,
  ) {}

  listen(): void {
    const bus = this.app.ctx.events;
    bus.on('announcement:published', this.onPublished);
    bus.on('announcement:reaction', this.onReaction);
    bus.on('announcement:deleted', this.onDeleted);
  }

  unlisten(): void {
    const bus = this.app.ctx.events;
    bus.off('announcement:published', this.onPublished);
    bus.off('announcement:reaction', this.onReaction);
    bus.off('announcement:deleted', this.onDeleted);
  }

  /** Sends to every signed-in socket's `user` streams; `payload` may skip a client with null. */
  private toMembers(event: string, payload: (client: StreamClient) => string | null): void {
    for (const client of this.clients()) {
      if (client.session.userId === null) continue;
      const subs = [...client.subs.values()].filter((s) => s.name === 'user');
      if (subs.length === 0) continue;
      const body = payload(client);
      if (body === null) continue;
      for (const sub of subs) client.send(sub.label, event, body);
    }
  }

  private published(id: number): void {
    const a = announcementById(this.app.ctx.store, id);
    if (!a || !isActive(a, Date.now())) return;
    const config = this.app.ctx.config();
    this.toMembers('announcement', (client) => {
      const viewer = userById(this.app.ctx.store, client.session.userId!);
      if (!viewer || viewer.deactivated) return null;
      return JSON.stringify(renderAnnouncement(client.renderCtx(viewer, config), a));
    });
  }

  private reaction(r: Reaction): void {
    const payload = JSON.stringify({ name: r.name, count: r.count, announcement_id: String(r.id) });
    this.toMembers('announcement.reaction', () => payload);
  }
}
