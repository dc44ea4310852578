// Pleroma's account migration: the caller's followers get a `move` notification pointing at the
// new account, and those who allow it (allow_following_move) follow the new account instead.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { verifyPassword } from '../../crypto.js';
import * as rel from '../../db/follows.js';
import { createNotification } from '../../db/notifications.js';
import { isBlocking } from '../../db/relations.js';
import { userByAcct, userById } from '../../db/users.js';
import { baseUrl } from '../../http/base.js';
import { badRequest, notFound } from '../../http/errors.js';
import { str } from '../../http/params.js';
import { publishNotification } from '../../services/notifications.js';

export function registerMoveAccount(app: FastifyInstance): void {
  const store = app.ctx.store;
  app.post('/api/pleroma/move_account', { preHandler: requireUser(app, 'write:accounts') }, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const user = req.auth!.user!;
    if (!verifyPassword(str(body.password) ?? '', user.password_hash)) throw badRequest('Invalid password.');
    const acct = str(body.target_account)?.trim();
    if (!acct) throw badRequest('Missing field: target_account.');
    const target = userByAcct(store, acct, new URL(baseUrl(req)).host);
    if (!target || target.deactivated) throw notFound('Target account not found.');
    if (target.id === user.id) throw badRequest('Cannot move to the same account.');

    const created = store.tx(() => {
      const ids: (number | null)[] = [];
      for (const f of rel.followersForMove(store, user.id)) {
        ids.push(createNotification(store, { userId: f.follower_id, type: 'move', fromId: user.id, targetId: target.id }));
        if (!f.allow_following_move || f.follower_id === target.id) continue;
        // A block either way keeps the follower where they are.
        if (isBlocking(store, f.follower_id, target.id) || isBlocking(store, target.id, f.follower_id)) continue;
        rel.unfollow(store, f.follower_id, user.id);
        ids.push(rel.follow(store, userById(store, f.follower_id)!, target, {}));
      }
      return ids;
    });
    for (const id of created) publishNotification(app, id);
    return { status: 'success' };
  });
}
