// /api/v1/conversations (Mastodon, also in Pleroma): direct threads the user takes part in, each
// with its participants and latest direct status. Clients of servers without a direct timeline
// build their DMs page from it. Paged by the latest status's id.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { conversationIdOf, LATEST_DIRECT_SQL, participantsOf } from '../../db/conversations.js';
import { presentAccounts } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { sendTimeline } from './timeline-filters.js';

export function registerConversations(app: FastifyInstance): void {
  const { store } = app.ctx;
  app.get('/api/v1/conversations', { preHandler: requireUser(app, 'read:statuses') }, async (req, reply) => {
    const viewer = req.auth!.user!.id;
    // Only each thread's newest direct status the viewer takes part in.
    const statuses = sendTimeline(req, reply, { where: LATEST_DIRECT_SQL });
    const rc = renderCtx(req);
    return statuses.map((status) => {
      const id = String(status.id);
      const people = participantsOf(store, Number(id), viewer);
      const conversationId = conversationIdOf(store, Number(id));
      return {
        id: String(conversationId ?? id),
        unread: false,
        accounts: presentAccounts(rc, people),
        last_status: status,
      };
    });
  });
}
