// Every place that takes an e-mail address checks it the same way (at most 320
// characters, one @, no markup, separators or spaces, a dotted domain), and names, bios and
// profile fields keep Pleroma's limits, counted in characters.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, PROFILE_LIMITS, validEmail } from './limits.js';
import { DEMO_PASSWORD } from '../config.js';
import { createApp, issueToken } from '../db/oauth.js';
import { readOutbox } from '../mail/read.js';
import { createTestApp, type TestApp } from '../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HOSTILE = ['<svg/onload=alert(1)>@x.yz', 'a,b@c.de', 'a b@c.de', 'a@b@c.de', 'a@localhost', '@c.de', 'a@', 'a@.de', 'a@c..de', 'a@c.de.', '"a"@c.de', 'a@-c.de', 'a;b@c.de'];
const long = `${'a'.repeat(10_000)}@x.yz`;

describe('one e-mail check', () => {
  it('takes ordinary addresses and refuses hostile shapes and lengths', () => {
    for (const ok of ['alice@example.com', 'a.b+tag@sub.example.co.uk', 'x_y-z@xn--bcher-kva.example', 'zoë@exämple.de']) expect(validEmail(ok), ok).toBe(true);
    for (const bad of [...HOSTILE, 'a@c.de\n', 'a\u0000b@c.de', 'a@c.de/x', long, `${'a'.repeat(65)}@x.yz`]) expect(validEmail(bad), bad).toBe(false);
    expect(validEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.de`)).toBe(true);
    expect(EMAIL_MAX_LENGTH).toBe(320);
  });
});

describe('account limits on the routes', () => {
  let t: TestApp;
  let appToken = '';
  let bump = 0;

  const register = (fields: Json) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: { authorization: `Bearer ${appToken}` },
      payload: { agreement: true, password: 'long-enough-pw', ...fields },
    });
  const fieldErrors = (res: { json(): Json }) => JSON.parse(res.json().error as string) as Record<string, string[]>;
  const asBob = async () => ({ authorization: `Bearer ${await t.tokenFor('bob')}` });

  beforeAll(async () => {
    t = await createTestApp();
    const file = path.join(t.dataDir, 'instance.json');
    fs.writeFileSync(file, JSON.stringify({ captcha: 'none' }));
    const when = new Date(Date.now() + ++bump * 1000);
    fs.utimesSync(file, when, when);
    const app = createApp(t.app.ctx.store, { name: 'limits', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' });
    appToken = issueToken(t.app.ctx.store, app.id, null, 'read write follow push').accessToken;
  }, 60_000);
  afterAll(() => t.close());

  it('registration refuses long and hostile addresses, with the field → messages map', async () => {
    const tooLong = await register({ username: 'longmail', email: long });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldErrors(tooLong).email).toEqual([`should be at most ${EMAIL_MAX_LENGTH} character(s)`]);
    for (const email of HOSTILE) {
      const res = await register({ username: 'hostilemail', email });
      expect(res.statusCode, email).toBe(400);
      expect(fieldErrors(res).email, email).toEqual(['has invalid format']);
    }
    expect(t.app.ctx.store.get("SELECT 1 FROM users WHERE nickname IN ('longmail', 'hostilemail')")).toBeUndefined();
    expect((await register({ username: 'goodmail', email: 'good@mail.example' })).statusCode).toBe(200);
  });

  it('registration counts names and bios in characters, at Pleroma’s limits', async () => {
    const emojiName = '🐦'.repeat(PROFILE_LIMITS.name); // 100 characters, 200 UTF-16 units
    expect((await register({ username: 'birdname', fullname: emojiName, email: 'bird@name.example' })).statusCode).toBe(200);
    const res = await register({ username: 'toolong', fullname: 'n'.repeat(PROFILE_LIMITS.name + 1), bio: 'b'.repeat(PROFILE_LIMITS.bio + 1) });
    expect(fieldErrors(res)).toMatchObject({
      name: [`should be at most ${PROFILE_LIMITS.name} character(s)`],
      bio: [`should be at most ${PROFILE_LIMITS.bio} character(s)`],
    });
    const nick = await register({ username: 'n'.repeat(PROFILE_LIMITS.nickname + 1) });
    expect(fieldErrors(nick).nickname).toEqual([`should be at most ${PROFILE_LIMITS.nickname} character(s)`]);
  });

  it('change_email takes the same check', { timeout: 60_000 }, async () => {
    const change = async (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/pleroma/change_email', headers: await asBob(), payload: { password: DEMO_PASSWORD, email } });
    for (const email of [long, ...HOSTILE]) {
      const res = await change(email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error).toBe('Email has invalid format.');
    }
    expect((await change('bob.new@mail.example')).statusCode).toBe(200);
  });

  it('password reset does not look up an over-long address', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/auth/password?email=${encodeURIComponent(`${'b'.repeat(400)}@x.yz`)}`, remoteAddress: '10.9.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid email' });
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it('profile updates answer 422 past the name, bio and field limits', async () => {
    const update = async (payload: Json) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/accounts/update_credentials', headers: await asBob(), payload });
    const limits = t.app.ctx.config().fieldsLimits;
    expect((await update({ display_name: '🐦'.repeat(PROFILE_LIMITS.name) })).statusCode).toBe(200);
    for (const payload of [
      { display_name: 'n'.repeat(PROFILE_LIMITS.name + 1) },
      { note: 'b'.repeat(PROFILE_LIMITS.bio + 1) },
      { fields_attributes: Array.from({ length: limits.maxFields + 1 }, (_, i) => ({ name: `f${i}`, value: 'v' })) },
      { fields_attributes: [{ name: 'n'.repeat(limits.nameLength + 1), value: 'v' }] },
      { fields_attributes: [{ name: 'n', value: 'v'.repeat(limits.valueLength + 1) }] },
    ]) {
      const res = await update(payload);
      expect(res.statusCode, Object.keys(payload)[0]).toBe(422);
      expect(res.json().error).toMatch(/^Validation failed: /);
    }
    // The instance advertises the field limits it enforces, as Pleroma does.
    const instance = (await t.app.inject('/api/v1/instance')).json();
    expect(instance.pleroma.metadata.fields_limits).toEqual({
      max_fields: limits.maxFields,
      max_remote_fields: limits.maxRemoteFields,
      name_length: limits.nameLength,
      value_length: limits.valueLength,
    });
  });
});
