import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, issueToken } from '../../db/oauth.js';
import { mailText, readOutbox } from '../../mail/read.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Overrides in data/instance.json, with a fresh mtime so ConfigSource re-reads them. */
let bump = 0;
function setInstanceConfig(t: TestApp, values: Record<string, unknown>): void {
  const file = path.join(t.dataDir, 'instance.json');
  fs.writeFileSync(file, JSON.stringify(values));
  const when = new Date(Date.now() + ++bump * 1000);
  fs.utimesSync(file, when, when);
}

const outbox = (t: TestApp) => readOutbox(t.dataDir);

describe('registration (POST /api/v1/accounts)', () => {
  let t: TestApp;
  let appToken = '';
  let client = { client_id: '', client_secret: '' };
  const auth = () => ({ authorization: `Bearer ${appToken}` });
  const captcha = async () => {
    const c = (await t.app.inject({ method: 'GET', url: '/api/pleroma/captcha' })).json();
    const answer = (await t.app.inject({ method: 'GET', url: `/api/test/captcha-answer/${c.token}` })).json().answer as string;
    return { captcha_token: c.token as string, captcha_answer_data: c.answer_data as string, captcha_solution: answer };
  };
  const register = async (fields: Json, withCaptcha = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: auth(),
      payload: { agreement: true, password: 'long-enough-pw', ...(withCaptcha ? await captcha() : {}), ...fields },
    });
  const fieldErrors = (res: { json(): Json }) => JSON.parse(res.json().error as string) as Record<string, string[]>;

  beforeAll(async () => {
    process.env.STARLING_TEST_HOOKS = '1';
    t = await createTestApp();
    const store = t.app.ctx.store;
    const app = createApp(store, { name: 'reg-tests', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' });
    appToken = issueToken(store, app.id, null, 'read write follow push').accessToken;
    client = { client_id: app.client_id, client_secret: app.client_secret };
  }, 60_000); // seeding the demo world is slow on a busy machine
  afterAll(async () => {
    delete process.env.STARLING_TEST_HOOKS;
    await t.close();
  });

  it('draws a native captcha PNG, and registers and signs in with a right answer', async () => {
    const c = (await t.app.inject({ method: 'GET', url: '/api/pleroma/captcha' })).json();
    expect(c).toMatchObject({ type: 'native', seconds_valid: 300 });
    const png = Buffer.from((c.url as string).replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const res = await register({ username: '  newbie ', fullname: ' New Bie ', email: 'newbie@example.com' });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token as string;
    expect(token).toBeTruthy();
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ username: 'newbie', display_name: 'New Bie' });
  });

  it('refuses a wrong, a reused, a missing or an unknown captcha', async () => {
    const c = await captcha();
    const wrong = await register({ username: 'capwrong', ...c, captcha_solution: 'ZZZZZ' }, false);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { captcha: ['Invalid CAPTCHA'] } });
    // Checked once: the right answer no longer works for that token.
    const again = await register({ username: 'capwrong', ...c }, false);
    expect(again.json().error.captcha).toEqual(['CAPTCHA already used']);
    expect((await register({ username: 'capnone' }, false)).json().error.captcha[0]).toMatch(/Missing parameter/);
    const unknown = await register({ username: 'capx', captcha_token: 'nope', captcha_answer_data: 'x', captcha_solution: 'AAAAA' }, false);
    expect(unknown.json().error.captcha).toEqual(['Invalid CAPTCHA']);
  });

  it('expires a captcha after its validity', async () => {
    const store = (await import('../pleroma/captcha.js')).captchaStoreOf(t.app);
    const issued = await store.create(Date.now() - 301_000);
    const answer = store.peek(issued.token)!;
    const res = await register({ username: 'capold', captcha_token: issued.token, captcha_answer_data: issued.answerData, captcha_solution: answer }, false);
    expect(res.json().error.captcha).toEqual(['CAPTCHA expired']);
  });

  it("answers Pleroma's field → messages map for every rule", async () => {
    expect(fieldErrors(await register({ username: 'bad name!' }))).toEqual({ nickname: ['has invalid format'] });
    expect(fieldErrors(await register({ username: 'registration' }))).toEqual({ nickname: ['is reserved'] });
    expect(fieldErrors(await register({ username: 'Alice' }))).toEqual({ ap_id: ['has already been taken'] });
    expect(fieldErrors(await register({ username: 'shorty', password: 'short' }))).toEqual({ password: ['should be at least 8 character(s)'] });
    expect(fieldErrors(await register({ username: 'mailer', email: 'not-an-address' }))).toEqual({ email: ['has invalid format'] });
    expect(fieldErrors(await register({ username: 'dupmail', email: 'NEWBIE@example.com' }))).toEqual({ email: ['has already been taken'] });
    expect(fieldErrors(await register({ username: 'nodeal', agreement: false }))).toEqual({ agreement: ['must be accepted'] });
    expect(fieldErrors(await register({ username: '', fullname: 'x'.repeat(101) }))).toEqual({
      nickname: ["can't be blank"],
      name: ['should be at most 100 character(s)'],
    });
  });

  it('needs an app token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/accounts', payload: { username: 'anon', password: 'long-enough-pw', agreement: true } });
    expect(res.statusCode).toBe(403);
  });

  it('keeps an account pending until an admin approves it, mailing the user', async () => {
    setInstanceConfig(t, { approvalRequired: true });
    const nodeinfo = (await t.app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' })).json();
    expect(nodeinfo.metadata).toMatchObject({ accountApprovalRequired: true, mailerEnabled: true });
    expect(fieldErrors(await register({ username: 'noreason' }))).toEqual({ registration_reason: ["can't be blank"] });
    const res = await register({ username: 'pending1', email: 'pending1@example.com', reason: 'I like birds' });
    expect(res.json()).toMatchObject({ identifier: 'awaiting_approval' });
    expect(res.json().access_token).toBeUndefined();
    expect(outbox(t).some((m) => m.includes('To: pending1@example.com') && m.includes('awaiting approval'))).toBe(true);
    const grant = { ...client, grant_type: 'password', username: 'pending1', password: 'long-enough-pw' };
    const early = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: grant });
    expect(early.statusCode).toBe(403);
    expect(early.json().identifier).toBe('awaiting_approval');
    const admin = { authorization: `Bearer ${await t.tokenFor('admin', 'read write follow push admin')}` };
    const ok = await t.app.inject({ method: 'PATCH', url: '/api/pleroma/admin/users/approve', headers: admin, payload: { nicknames: ['pending1'] } });
    expect(ok.json().users[0]).toMatchObject({ nickname: 'pending1', is_approved: true, registration_reason: 'I like birds' });
    expect(outbox(t).some((m) => m.includes('To: pending1@example.com') && m.includes('has been approved'))).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/oauth/token', payload: grant })).statusCode).toBe(200);
    setInstanceConfig(t, {});
  });

  it('mails a confirmation link when activation is required; the link confirms once', async () => {
    setInstanceConfig(t, { activationRequired: true });
    expect(fieldErrors(await register({ username: 'nomail' }))).toEqual({ email: ["can't be blank"] });
    const res = await register({ username: 'confirmme', email: 'confirm@example.com' });
    expect(res.json()).toMatchObject({ identifier: 'missing_confirmed_email' });
    const mail = outbox(t).find((m) => m.includes('To: confirm@example.com'))!;
    const link = /(https?:\/\/\S+\/api\/account\/confirm_email\/\S+)/.exec(mailText(mail))![1];
    const first = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(first.statusCode).toBe(302);
    const row = t.app.ctx.store.get<{ is_confirmed: number }>("SELECT is_confirmed FROM users WHERE nickname = 'confirmme'")!;
    expect(row.is_confirmed).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: new URL(link).pathname })).statusCode).toBe(400);
    setInstanceConfig(t, {});
  });

  it('closed registrations need a live invite token, which is single-use', async () => {
    setInstanceConfig(t, { registrationsOpen: false, invitesEnabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' })).json().openRegistrations).toBe(false);
    expect((await register({ username: 'noinvite' })).statusCode).toBe(403);
    expect((await register({ username: 'badinvite', token: 'nope' })).json()).toEqual({ error: 'Invalid token' });
    const admin = { authorization: `Bearer ${await t.tokenFor('admin', 'read write follow push admin')}` };
    const invite = (await t.app.inject({ method: 'POST', url: '/api/pleroma/admin/users/invite_token', headers: admin, payload: {} })).json();
    expect(invite).toMatchObject({ used: false, invite_type: 'one_time' });
    expect((await register({ username: 'invited', token: invite.token })).statusCode).toBe(200);
    expect((await register({ username: 'invited2', token: invite.token })).json()).toEqual({ error: 'Invalid token' });
    const expired = (await t.app.inject({ method: 'POST', url: '/api/pleroma/admin/users/invite_token', headers: admin, payload: { expires_at: '2001-01-01' } })).json();
    expect((await register({ username: 'late', token: expired.token })).json()).toEqual({ error: 'Expired token' });
    setInstanceConfig(t, {});
  });

  it('asks nothing when the captcha is off', async () => {
    setInstanceConfig(t, { captcha: 'none' });
    expect((await t.app.inject({ method: 'GET', url: '/api/pleroma/captcha' })).json()).toEqual({ type: 'none' });
    expect((await register({ username: 'nocaptcha' }, false)).statusCode).toBe(200);
    setInstanceConfig(t, {});
  });
});
