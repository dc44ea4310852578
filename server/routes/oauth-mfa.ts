// The second step of a two-factor sign-in: POST /oauth/mfa/challenge with the mfa_token the
// password grant answered and a TOTP code or a recovery code (each recovery code works once).
// Guessing is bounded: a token is spent after MFA_TOKEN_ATTEMPTS wrong codes, and failures count
// in the sign-in limiter per account and address. A TOTP time step that completed a sign-in is
// remembered (users.mfa_last_step), so neither its code nor an earlier one works again.
import type { FastifyInstance } from 'fastify';
import { totpStep, useBackupCode } from '../account/totp.js';
import { sha256 } from '../crypto.js';
import { countMfaAttempt, deleteMfaToken, mfaTokenOf, setBackupCodes, setMfaLastStep } from '../db/mfa.js';
import { issueToken, type IssuedToken } from '../db/oauth.js';
import { parseJsonArray, userById, type UserRow } from '../db/users.js';
import { ApiError, badRequest } from '../http/errors.js';
import { bodyOf, str } from '../http/params.js';
import { MFA_TOKEN_ATTEMPTS, signInLimitOf } from '../http/signInLimit.js';
import { clientApp, tokenResponse } from './oauth.js';

const invalidCode = () => new ApiError(400, 'Invalid code');
const invalidToken = () => new ApiError(400, 'Invalid or expired mfa_token');

type Outcome = { ok: true; token: IssuedToken; user: UserRow } | { ok: false; error: ApiError };

export function registerOauthMfa(app: FastifyInstance): void {
  const { store } = app.ctx;
  const limit = signInLimitOf(app);

  /** Whether the code proves the second factor; a proof is used up (recovery code, TOTP step). */
  const spendProof = (user: UserRow, type: string, code: string): boolean => {
    if (type === 'totp') {
      const step = totpStep(user.mfa_secret!, code);
      if (step === null || step <= (user.mfa_last_step ?? 0)) return false;
      setMfaLastStep(store, user.id, step);
      return true;
    }
    const left = useBackupCode(parseJsonArray<string>(user.mfa_backup_codes), code);
    if (!left) return false;
    setBackupCodes(store, user.id, left);
    return true;
  };

  app.post('/oauth/mfa/challenge', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const body = bodyOf(req);
    const appRow = clientApp(app, body);
    const mfaToken = str(body.mfa_token);
    const code = str(body.code) ?? '';
    const type = str(body.challenge_type) ?? 'totp';
    if (!mfaToken) throw badRequest('Missing mfa_token');
    if (type !== 'totp' && type !== 'recovery') throw badRequest('Unsupported challenge_type');
    const row = mfaTokenOf(store, sha256(mfaToken), appRow.id);
    limit.check(req.ip, row?.user_id);
    // Decided inside the transaction, thrown after it: a failed attempt's count must be kept.
    const outcome = store.tx((): Outcome => {
      const current = mfaTokenOf(store, sha256(mfaToken), appRow.id);
      if (!current || current.expires_at < Date.now()) return { ok: false, error: invalidToken() };
      const user = userById(store, current.user_id);
      if (!user || user.deactivated || !user.mfa_enabled || !user.mfa_secret) return { ok: false, error: invalidCode() };
      if (!spendProof(user, type, code)) {
        if (current.attempts + 1 >= MFA_TOKEN_ATTEMPTS) deleteMfaToken(store, current.token_hash);
        else countMfaAttempt(store, current.token_hash);
        limit.failed(req.ip, user.id);
        return { ok: false, error: invalidCode() };
      }
      deleteMfaToken(store, current.token_hash);
      return { ok: true, token: issueToken(store, appRow.id, user.id, current.scopes), user };
    });
    if (!outcome.ok) throw outcome.error;
    return tokenResponse(req, outcome.token, outcome.user);
  });
}
