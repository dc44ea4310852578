// /api/v1/conversations (Mastodon, also in Pleroma): direct threads the user takes part in, each
// with its participants and latest direct status. Clients of servers without a direct timeline
// build their DMs page from it. Paged by the latest status's id.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import type { UserRow } from '../../db/users.js';
import { presentAccounts } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { sendTimeline } from './timeline-filters.js';

const TAKES_PART = (alias: string) =>
  `(${alias}.user_id = @viewer OR EXISTS (SELECT 1 FROM mentions cm WHERE cm.status_id = ${alias}.id AND cm.user_id = @viewer))`;

export function registerConversations(app: FastifyInstance): void {
  const { store } = app.ctx;
  app.get('/api/v1/conversations', { preHandler: requireUser(app, 'read:statuses') }, async (req, reply) => {
    const viewer = req.auth!.user!.id;
    const statuses = sendTimeline(req, reply, {
      where: [
        "s.visibility = 'direct'",
        TAKES_PART('s'),
        // Only each thread's newest direct status the viewer takes part in.
        `s.id = (SELECT MAX(s2.id) FROM statuses s2 WHERE s2.conversation_id = s.conversation_id AND s2.visibility = 'direct' AND ${TAKES_PART('s2')})`,
      ],
    });
    const rc = renderCtx(req);
    return statuses.map((status) => {
      const id = String(status.id);
      const people = store.all<UserRow>(
        `SELECT u.* FROM users u WHERE u.id != @viewer AND (
           u.id = (SELECT user_id FROM statuses WHERE id = @id)
           OR u.id IN (SELECT user_id FROM mentions WHERE status_id = @id)) ORDER BY u.id`,
        { viewer, id: Number(id) },
      );
      const conversation = store.get<{ conversation_id: number }>('SELECT conversation_id FROM statuses WHERE id = ?', [Number(id)]);
      return {
        id: String(conversation?.conversation_id ?? id),
        unread: false,
        accounts: presentAccounts(rc, people),
        last_status: status,
      };
    });
  });
}
