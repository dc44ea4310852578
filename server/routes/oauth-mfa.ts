// The second step of a two-factor sign-in: POST /oauth/mfa/challenge with the mfa_token the
// password grant answered and a TOTP code or a recovery code (each recovery code works once).
import type { FastifyInstance } from 'fastify';
import { totpValid, useBackupCode } from '../account/totp.js';
import { sha256 } from '../crypto.js';
import { issueToken } from '../db/oauth.js';
import { parseJsonArray, userById } from '../db/users.js';
import { ApiError, badRequest } from '../http/errors.js';
import { bodyOf, str } from '../http/params.js';
import { clientApp, tokenResponse } from './oauth.js';

interface MfaTokenRow {
  token_hash: string;
  user_id: number;
  app_id: number;
  scopes: string;
  expires_at: number;
}

const invalidCode = () => new ApiError(400, 'Invalid code');

export function registerOauthMfa(app: FastifyInstance): void {
  const { store } = app.ctx;
  app.post('/oauth/mfa/challenge', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const body = bodyOf(req);
    const appRow = clientApp(app, body);
    const mfaToken = str(body.mfa_token);
    const code = str(body.code) ?? '';
    const type = str(body.challenge_type) ?? 'totp';
    if (!mfaToken) throw badRequest('Missing mfa_token');
    if (type !== 'totp' && type !== 'recovery') throw badRequest('Unsupported challenge_type');
    const issued = store.tx(() => {
      const row = store.get<MfaTokenRow>('SELECT * FROM mfa_tokens WHERE token_hash = ? AND app_id = ?', [sha256(mfaToken), appRow.id]);
      if (!row || row.expires_at < Date.now()) throw new ApiError(400, 'Invalid or expired mfa_token');
      const user = userById(store, row.user_id);
      if (!user || user.deactivated || !user.mfa_enabled || !user.mfa_secret) throw invalidCode();
      if (type === 'totp') {
        if (!totpValid(user.mfa_secret, code)) throw invalidCode();
      } else {
        const left = useBackupCode(parseJsonArray<string>(user.mfa_backup_codes), code);
        if (!left) throw invalidCode();
        store.run('UPDATE users SET mfa_backup_codes = ? WHERE id = ?', [JSON.stringify(left), user.id]);
      }
      store.run('DELETE FROM mfa_tokens WHERE token_hash = ?', [row.token_hash]);
      return { token: issueToken(store, appRow.id, user.id, row.scopes), user };
    });
    return tokenResponse(req, issued.token, issued.user);
  });
}
