// Acting on another account: follow (or request), unfollow, block, mute, Pleroma subscribe, and
// answering follow requests. Each answers with the relationship as it now stands.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import * as rel from '../../db/follows.js';
import { isBlocking } from '../../db/relations.js';
import type { UserRow } from '../../db/users.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import { bool, param, str } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { presentRelationships } from '../../present/index.js';
import { findAccount } from './accounts.js';
import { publishNotification } from '../../services/notifications.js';
import { followRefusal } from '../../tag-policy.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** A longest mute of a year keeps `expires_at` far from overflow and silly values. */
const MAX_MUTE_SECONDS = 366 * 24 * 3600;
/** Timed mutes are swept at most this often (ms). */
const MUTE_SWEEP_INTERVAL = 1000;

/** The other account of an action; acting on yourself is refused. */
function otherAccount(req: IdRequest): { viewer: UserRow; target: UserRow } {
  const viewer = req.auth!.user!;
  const target = findAccount(req, req.params.id);
  if (target.id === viewer.id) throw unprocessable('You cannot do this to yourself');
  return { viewer, target };
}

/**
 * Ends timed mutes before any request reads them. Fastify hooks only reach routes declared after
 * them, so registerRoutes calls this first.
 */
export function installMuteSweep(app: FastifyInstance): void {
  let lastSweep = 0;
  app.addHook('preHandler', async () => {
    const now = Date.now();
    if (now - lastSweep < MUTE_SWEEP_INTERVAL) return;
    lastSweep = now;
    rel.purgeExpiredMutes(app.ctx.store, now);
  });
}

export function registerAccountActions(app: FastifyInstance): void {
  const store = app.ctx.store;
  const relationship = (req: FastifyRequest, target: UserRow) => presentRelationships(renderCtx(req), [target])[0]!;
  const post = (path: string, scope: string, handler: (req: IdRequest) => Promise<Record<string, unknown>>) =>
    app.post<{ Params: { id: string } }>(path, { preHandler: requireUser(app, scope) }, handler);

  post('/api/v1/accounts/:id/follow', 'write:follows', async (req) => {
    const { viewer, target } = otherAccount(req);
    if (isBlocking(store, target.id, viewer.id)) throw forbidden('You have been blocked by this user');
    if (isBlocking(store, viewer.id, target.id)) throw forbidden('You are blocking this user');
    const refusal = followRefusal(viewer, target); // MRF TagPolicy on the followed account
    if (refusal) throw forbidden(refusal);
    const notification = store.tx(() =>
      rel.follow(store, viewer, target, { reblogs: bool(param(req, 'reblogs')), notify: bool(param(req, 'notify')) }),
    );
    publishNotification(app, notification);
    return relationship(req, target);
  });

  post('/api/v1/accounts/:id/unfollow', 'write:follows', async (req) => {
    const { viewer, target } = otherAccount(req);
    store.tx(() => rel.unfollow(store, viewer.id, target.id));
    return relationship(req, target);
  });

  post('/api/v1/accounts/:id/block', 'write:blocks', async (req) => {
    const { viewer, target } = otherAccount(req);
    store.tx(() => rel.block(store, viewer.id, target.id));
    return relationship(req, target);
  });

  post('/api/v1/accounts/:id/unblock', 'write:blocks', async (req) => {
    const { viewer, target } = otherAccount(req);
    rel.unblock(store, viewer.id, target.id);
    return relationship(req, target);
  });

  post('/api/v1/accounts/:id/mute', 'write:mutes', async (req) => {
    const { viewer, target } = otherAccount(req);
    const rawDuration = str(param(req, 'duration') ?? param(req, 'expires_in'));
    const duration = rawDuration === undefined || rawDuration === '' ? 0 : Number(rawDuration);
    if (!Number.isInteger(duration) || duration < 0 || duration > MAX_MUTE_SECONDS) throw unprocessable('Invalid duration');
    rel.mute(store, viewer.id, target.id, bool(param(req, 'notifications')) ?? true, duration);
    return relationship(req, target);
  });

  post('/api/v1/accounts/:id/unmute', 'write:mutes', async (req) => {
    const { viewer, target } = otherAccount(req);
    rel.unmute(store, viewer.id, target.id);
    return relationship(req, target);
  });

  post('/api/v1/follow_requests/:id/authorize', 'write:follows', async (req) => {
    const { viewer, target } = otherAccount(req);
    if (!store.tx(() => rel.authorizeRequest(store, viewer.id, target.id))) throw notFound('No follow request from this account');
    return relationship(req, target);
  });

  post('/api/v1/follow_requests/:id/reject', 'write:follows', async (req) => {
    const { viewer, target } = otherAccount(req);
    if (!store.tx(() => rel.rejectRequest(store, viewer.id, target.id))) throw notFound('No follow request from this account');
    return relationship(req, target);
  });

  if (app.ctx.flavor !== 'pleroma') return;
  // Pleroma's subscribe is "notify me of their posts"; here it rides on the follow row.
  const subscribe = (on: boolean) => async (req: IdRequest) => {
    const { viewer, target } = otherAccount(req);
    if (isBlocking(store, target.id, viewer.id)) throw forbidden('You have been blocked by this user');
    const changed = rel.setFollowNotify(store, viewer.id, target.id, on);
    if (on && !changed) throw unprocessable('You must follow this account to subscribe');
    return relationship(req, target);
  };
  post('/api/v1/pleroma/accounts/:id/subscribe', 'write:follows', subscribe(true));
  post('/api/v1/pleroma/accounts/:id/unsubscribe', 'write:follows', subscribe(false));
}
