// The second factor can't be guessed or replayed — attempts are limited per
// mfa_token, per account and per address (as the password grant), and a TOTP time step that
// completed a sign-in is never accepted again.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../config.js';
import { createApp } from '../db/oauth.js';
import { localUserByNickname } from '../db/users.js';
import { MFA_TOKEN_ATTEMPTS, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_ADDRESS } from '../http/signInLimit.js';
import { createTestApp, type TestApp } from '../testing.js';

const codeAt = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** A six-digit code that is none of the codes the ±1 step window accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => codeAt(secret, Date.now() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('two-factor sign-in: attempt limits and replay', () => {
  let t: TestApp;
  let client: { client_id: string; client_secret: string };
  const secrets = new Map<string, string>();

  const grant = (username: string, ip: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: ip, payload: { ...client, grant_type: 'password', username, password } });
  const mfaToken = async (username: string, ip: string) => {
    const res = await grant(username, ip);
    expect(res.statusCode).toBe(403);
    return res.json().mfa_token as string;
  };
  const challenge = (mfa_token: string, code: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/mfa/challenge', remoteAddress: ip, payload: { ...client, mfa_token, code, challenge_type: 'totp' } });

  /** Turns TOTP on for a seeded account through the API, and keeps its secret. */
  const enableMfa = async (nick: string) => {
    const headers = { authorization: `Bearer ${await t.tokenFor(nick)}` };
    const setup = await t.app.inject({ method: 'GET', url: '/api/pleroma/accounts/mfa/setup/totp', headers });
    const secret = setup.json().key as string;
    const payload = { password: DEMO_PASSWORD, code: codeAt(secret) };
    expect((await t.app.inject({ method: 'POST', url: '/api/pleroma/accounts/mfa/confirm/totp', headers, payload })).statusCode).toBe(200);
    secrets.set(nick, secret);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const row = createApp(t.app.ctx.store, { name: 'mfa-limits', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    client = { client_id: row.client_id, client_secret: row.client_secret };
    for (const nick of ['alice', 'bob', 'carol', 'moderator']) await enableMfa(nick);
  }, 60_000);
  afterAll(() => t.close());

  it('invalidates an mfa_token after a few wrong codes: the right code no longer works on it', async () => {
    const secret = secrets.get('alice')!;
    const token = await mfaToken('alice', '10.1.0.1');
    for (let i = 0; i < MFA_TOKEN_ATTEMPTS; i++) {
      const res = await challenge(token, wrongCode(secret), '10.1.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid code');
    }
    const late = await challenge(token, codeAt(secret), '10.1.0.1');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Invalid or expired mfa_token');
    // A fresh token from the password step still works.
    expect((await challenge(await mfaToken('alice', '10.1.0.1'), codeAt(secret), '10.1.0.1')).statusCode).toBe(200);
  });

  it('limits failed codes per account across tokens and addresses (429), as the password grant', { timeout: 60_000 }, async () => {
    const secret = secrets.get('bob')!;
    const spare = await mfaToken('bob', '10.2.1.1');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) {
      const ip = `10.2.0.${i + 1}`;
      expect((await challenge(await mfaToken('bob', ip), wrongCode(secret), ip)).statusCode).toBe(400);
    }
    const blocked = await challenge(spare, codeAt(secret), '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Throttled' });
    // The password step of that account is throttled too, even with the right password.
    expect((await grant('bob', '10.2.1.2')).statusCode).toBe(429);
    // Other accounts are not.
    expect((await grant('robot', '10.2.1.3')).statusCode).toBe(200);
  });

  it('limits failed attempts per address, for passwords and codes alike', { timeout: 60_000 }, async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      expect((await grant(`nobody${i}`, ip, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await grant('robot', ip)).statusCode).toBe(429);
    const token = await mfaToken('moderator', '10.3.0.2');
    expect((await challenge(token, codeAt(secrets.get('moderator')!), ip)).statusCode).toBe(429);
    // Another address signs in.
    expect((await challenge(token, codeAt(secrets.get('moderator')!), '10.3.0.2')).statusCode).toBe(200);
  });

  it('refuses a TOTP code that already completed a sign-in, and earlier steps', async () => {
    const secret = secrets.get('carol')!;
    const now = Date.now();
    const ip = '10.4.0.1';
    expect((await challenge(await mfaToken('carol', ip), codeAt(secret, now), ip)).statusCode).toBe(200);
    const replay = await challenge(await mfaToken('carol', ip), codeAt(secret, now), ip);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('Invalid code');
    expect((await challenge(await mfaToken('carol', ip), codeAt(secret, now - 30_000), ip)).statusCode).toBe(400);
    // The step is kept in the database, not in memory.
    const stored = t.app.ctx.store.get<{ mfa_last_step: number }>('SELECT mfa_last_step FROM users WHERE id = ?', [
      localUserByNickname(t.app.ctx.store, 'carol')!.id,
    ]);
    expect(stored?.mfa_last_step).toBe(Math.floor(now / 30_000));
    // The next step's code is new, so it works.
    expect((await challenge(await mfaToken('carol', ip), codeAt(secret, now + 30_000), ip)).statusCode).toBe(200);
  });
});
