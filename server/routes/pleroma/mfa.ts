// Pleroma's two-factor API: status, TOTP set-up and confirmation, disabling, backup codes.
// A set-up secret waits in mfa_secret with mfa_enabled = 0 until a code confirms it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkPassword } from '../../account/password.js';
import { newBackupCodes, newTotpSecret, provisioningUri, totpValid } from '../../account/totp.js';
import { requireUser } from '../../auth.js';
import { disableMfa, enableMfa, setBackupCodes, setMfaSecret } from '../../db/mfa.js';
import { userById } from '../../db/users.js';
import { hostOf } from '../../http/base.js';
import { unprocessable } from '../../http/errors.js';
import { param, str } from '../../http/params.js';

const BASE = '/api/pleroma/accounts/mfa';

export function registerMfa(app: FastifyInstance): void {
  const { store } = app.ctx;
  const read = { preHandler: requireUser(app, 'read:security') };
  const write = { preHandler: requireUser(app, 'write:security') };
  // Reread the row: the auth hook's copy predates this request's own writes.
  const userOf = (req: FastifyRequest) => userById(store, req.auth!.user!.id)!;

  app.get(BASE, read, async (req) => {
    const enabled = userOf(req).mfa_enabled === 1;
    return { settings: { enabled, totp: enabled } };
  });

  app.get(`${BASE}/setup/totp`, write, async (req) => {
    const user = userOf(req);
    if (user.mfa_enabled) throw unprocessable('Two-factor authentication is already enabled');
    const secret = newTotpSecret();
    store.tx(() => setMfaSecret(store, user.id, secret));
    return { key: secret, provisioning_uri: provisioningUri(secret, `${user.nickname}@${hostOf(req)}`, app.ctx.config().name) };
  });

  app.post(`${BASE}/confirm/totp`, write, async (req) => {
    const user = userOf(req);
    checkPassword(user, str(param(req, 'password')));
    if (user.mfa_enabled || !user.mfa_secret) throw unprocessable('Two-factor authentication is not being set up');
    if (!totpValid(user.mfa_secret, str(param(req, 'code')) ?? '')) throw unprocessable('Invalid code');
    store.tx(() => enableMfa(store, user.id));
    return {};
  });

  app.delete(`${BASE}/totp`, write, async (req) => {
    const user = userOf(req);
    checkPassword(user, str(param(req, 'password')));
    store.tx(() => disableMfa(store, user.id));
    return {};
  });

  // New codes each time; the old ones stop working.
  app.get(`${BASE}/backup_codes`, write, async (req) => {
    const user = userOf(req);
    const { codes, digests } = newBackupCodes();
    store.tx(() => setBackupCodes(store, user.id, digests));
    return { codes };
  });
}
