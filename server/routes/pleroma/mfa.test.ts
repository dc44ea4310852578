// Two-factor set-up and sign-in (TOTP ±1 step, one-time recovery codes).
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../config.js';
import { createApp } from '../../db/oauth.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const codeAt = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

describe('two-factor authentication', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let client: { client_id: string; client_secret: string };
  const mfa = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/pleroma/accounts/mfa${path}`, headers, ...(payload ? { payload } : {}) });
  const grant = () => t.app.inject({ method: 'POST', url: '/oauth/token', payload: { ...client, grant_type: 'password', username: 'bob', password: DEMO_PASSWORD } });
  const challenge = (mfa_token: string, code: string, challenge_type: string) =>
    t.app.inject({ method: 'POST', url: '/oauth/mfa/challenge', payload: { ...client, mfa_token, code, challenge_type } });

  beforeAll(async () => {
    t = await createTestApp();
    headers = { authorization: `Bearer ${await t.tokenFor('bob')}` };
    const row = createApp(t.app.ctx.store, { name: 'mfa', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    client = { client_id: row.client_id, client_secret: row.client_secret };
  });
  afterAll(() => t.close());

  it('sets up, confirms, signs in with TOTP and with a one-time recovery code, and disables', async () => {
    expect((await mfa('GET', '')).json()).toEqual({ settings: { enabled: false, totp: false } });
    const setup = (await mfa('GET', '/setup/totp')).json() as Json;
    expect(setup.provisioning_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const secret = setup.key as string;

    expect((await mfa('POST', '/confirm/totp', { password: 'wrong', code: codeAt(secret) })).statusCode).toBe(403);
    expect((await mfa('POST', '/confirm/totp', { password: DEMO_PASSWORD, code: '000000' === codeAt(secret) ? '111111' : '000000' })).statusCode).toBe(422);
    // One step of clock skew is accepted.
    expect((await mfa('POST', '/confirm/totp', { password: DEMO_PASSWORD, code: codeAt(secret, Date.now() - 30_000) })).statusCode).toBe(200);
    expect((await mfa('GET', '')).json()).toEqual({ settings: { enabled: true, totp: true } });

    const first = (await mfa('GET', '/backup_codes')).json().codes as string[];
    const codes = (await mfa('GET', '/backup_codes')).json().codes as string[];
    expect(codes).toHaveLength(10);

    const step = await grant();
    expect(step.statusCode).toBe(403);
    expect(step.json()).toMatchObject({ error: 'mfa_required', mfa_token: expect.any(String) });
    expect((await challenge(step.json().mfa_token, '123', 'totp')).statusCode).toBe(400);
    const signedIn = await challenge(step.json().mfa_token, codeAt(secret), 'totp');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().access_token).toEqual(expect.any(String));

    const token2 = (await grant()).json().mfa_token as string;
    expect((await challenge(token2, first[0], 'recovery')).statusCode).toBe(400); // regenerated: old ones are gone
    expect((await challenge(token2, codes[0], 'recovery')).statusCode).toBe(200);
    const token3 = (await grant()).json().mfa_token as string;
    expect((await challenge(token3, codes[0], 'recovery')).statusCode).toBe(400); // used once

    expect((await mfa('DELETE', '/totp', { password: 'nope' })).statusCode).toBe(403);
    expect((await mfa('DELETE', '/totp', { password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await grant()).statusCode).toBe(200);
  });
});
