// Pleroma's account security API: the user's OAuth tokens with revocation, and
// password, email change and account deletion, each behind the current password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validEmail } from '../../account/limits.js';
import { checkPassword } from '../../account/password.js';
import { requireUser } from '../../auth.js';
import { hashPassword } from '../../crypto.js';
import { liveSessionsOf, revokeSession } from '../../db/sessions.js';
import { deactivateOwnAccount, emailTakenByOther, setEmail, setPasswordHash } from '../../db/userWrites.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { bodyOf, param, str } from '../../http/params.js';

const success = { status: 'success' };

export function registerAccountSecurity(app: FastifyInstance): void {
  const { store } = app.ctx;
  const userOf = (req: FastifyRequest) => req.auth!.user!;
  const field = (req: FastifyRequest, name: string) => str(param(req, name));

  app.get('/api/oauth_tokens.json', { preHandler: requireUser(app, 'read') }, async (req) => {
    const rows = liveSessionsOf(store, userOf(req).id);
    return rows.map((r) => ({ id: r.id, app_name: r.app_name, valid_until: new Date(r.expires_at).toISOString() }));
  });

  app.delete<{ Params: { id: string } }>('/api/oauth_tokens/:id', { preHandler: requireUser(app, 'write') }, async (req) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id)) throw notFound();
    const removed = store.tx(() => revokeSession(store, userOf(req).id, id));
    if (!removed) throw notFound();
    app.ctx.events.emit('access:revoked', userOf(req).id);
    return {};
  });

  app.post('/api/pleroma/change_password', { preHandler: requireUser(app, 'write:accounts') }, async (req) => {
    const user = userOf(req);
    checkPassword(user, field(req, 'password'));
    const next = field(req, 'new_password') ?? '';
    if (next !== (field(req, 'new_password_confirmation') ?? '')) throw badRequest('New password does not match confirmation.');
    if (next.length < 1 || next.length > 1024) throw badRequest('New password is invalid.');
    store.tx(() => setPasswordHash(store, user.id, hashPassword(next)));
    return success;
  });

  app.post('/api/pleroma/change_email', { preHandler: requireUser(app, 'write:accounts') }, async (req) => {
    const user = userOf(req);
    checkPassword(user, field(req, 'password'));
    const email = (field(req, 'email') ?? '').trim();
    if (!validEmail(email)) throw badRequest('Email has invalid format.');
    store.tx(() => {
      const taken = emailTakenByOther(store, email, user.id);
      if (taken) throw new ApiError(400, 'Email has already been taken.');
      setEmail(store, user.id, email);
    });
    return success;
  });

  // Pleroma deactivates at once and purges later; here the account stays deactivated, which hides
  // its posts everywhere (every timeline query skips deactivated authors) and ends its sessions.
  app.post('/api/pleroma/delete_account', { preHandler: requireUser(app, 'write:accounts') }, async (req) => {
    const user = userOf(req);
    checkPassword(user, field(req, 'password') ?? str(bodyOf(req).password));
    store.tx(() => deactivateOwnAccount(store, user.id));
    app.ctx.events.emit('access:revoked', user.id);
    return success;
  });
}
