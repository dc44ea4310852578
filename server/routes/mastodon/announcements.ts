// Announcements for members: the ones in their time window with the member's read state, dismiss
// (mark read), and emoji reactions. Changes reach open `user` streams (server/streaming/hub.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { activeAnnouncements, addReaction, announcementById, isActive, markRead, reactionCount, removeReaction } from '../../db/announcements.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { renderCtx } from '../../views/context.js';
import { renderAnnouncement } from '../../views/announcement.js';
import { reactionName } from '../pleroma/reactions.js';

type ReactionRequest = FastifyRequest<{ Params: { id: string; name: string } }>;

export function registerAnnouncements(app: FastifyInstance): void {
  const store = app.ctx.store;
  const read = { preHandler: requireUser(app, 'read') };
  const write = { preHandler: requireUser(app, 'write') };

  /** Only an announcement the member can see now can be dismissed or reacted to. */
  const visible = (id: string) => {
    const a = announcementById(store, id);
    if (!a || !isActive(a, Date.now())) throw notFound();
    return a;
  };

  app.get('/api/v1/announcements', read, async (req) => {
    const rc = renderCtx(req);
    return activeAnnouncements(store, Date.now()).map((a) => renderAnnouncement(rc, a));
  });

  app.post<{ Params: { id: string } }>('/api/v1/announcements/:id/dismiss', write, async (req) => {
    markRead(store, visible(req.params.id).id, req.auth!.user!.id);
    return {};
  });

  const react = (add: boolean) => async (req: ReactionRequest) => {
    const a = visible(req.params.id);
    const name = reactionName(decodeURIComponent(req.params.name));
    if (!name) throw unprocessable('Validation failed: Name is not a recognized emoji');
    const userId = req.auth!.user!.id;
    const count = store.tx(() => {
      if (add) addReaction(store, a.id, userId, name);
      else removeReaction(store, a.id, userId, name);
      return reactionCount(store, a.id, name);
    });
    app.ctx.events.emit('announcement:reaction', { id: a.id, name, count });
    return {};
  };
  app.put<{ Params: { id: string; name: string } }>('/api/v1/announcements/:id/reactions/:name', write, react(true));
  app.delete<{ Params: { id: string; name: string } }>('/api/v1/announcements/:id/reactions/:name', write, react(false));
}
