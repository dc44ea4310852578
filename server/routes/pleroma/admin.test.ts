import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../db/oauth.js';
import { mailText, readOutbox } from '../../mail/read.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('admin API, tag policy, password reset', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const bearer = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick, 'read write follow push admin'));
    return { authorization: `Bearer ${tokens.get(nick)}` };
  };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, nick?: string, payload?: object) =>
    t.app.inject({ method, url, headers: nick ? await bearer(nick) : {}, ...(payload ? { payload } : {}) });
  const user = (nick: string) => t.app.ctx.store.get<Json>('SELECT * FROM users WHERE nickname = ? AND domain IS NULL', [nick]);

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000); // seeding the demo world is slow on a busy machine
  afterAll(() => t.close());
  const outbox = (app: TestApp) => readOutbox(app.dataDir);

  it('refuses moderators and members with 403', async () => {
    for (const nick of ['moderator', 'alice']) {
      expect((await call('PUT', '/api/pleroma/admin/users/tag', nick, { nicknames: ['bob'], tags: ['x'] })).statusCode).toBe(403);
      expect((await call('PATCH', '/api/pleroma/admin/users/deactivate', nick, { nicknames: ['bob'] })).statusCode).toBe(403);
      expect((await call('POST', '/api/pleroma/admin/users/bob/permission_group/moderator', nick)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/pleroma/admin/users?nickname=bob', nick)).statusCode).toBe(403);
    }
    expect(user('bob')).toMatchObject({ is_moderator: 0, deactivated: 0 });
  });

  it('grants and revokes permission groups for local users only', async () => {
    expect((await call('POST', '/api/pleroma/admin/users/bob/permission_group/moderator', 'admin')).json()).toEqual({ is_moderator: true });
    const bob = (await call('GET', `/api/v1/accounts/${user('bob')!.id}`, 'alice')).json();
    expect(bob.pleroma).toMatchObject({ is_moderator: true });
    expect((await call('DELETE', '/api/pleroma/admin/users/bob/permission_group/moderator', 'admin')).json()).toEqual({ is_moderator: false });
    expect((await call('POST', '/api/pleroma/admin/users/dave@remote.example/permission_group/admin', 'admin')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/pleroma/admin/users/admin/permission_group/admin', 'admin')).statusCode).toBe(403);
  });

  it("deactivation stops the user's tokens; activation brings them back", async () => {
    const bobHeaders = await bearer('bob');
    const res = await call('PATCH', '/api/pleroma/admin/users/deactivate', 'admin', { nicknames: ['bob'] });
    expect(res.json().users[0]).toMatchObject({ nickname: 'bob', deactivated: true, is_active: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/verify_credentials', headers: bobHeaders });
    expect(me.statusCode).toBe(403);
    await call('PATCH', '/api/pleroma/admin/users/activate', 'admin', { nicknames: ['bob'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/accounts/verify_credentials', headers: bobHeaders })).statusCode).toBe(200);
  });

  it('enforces the tag policies on new posts and follows', async () => {
    const post = async (body: object) => (await call('POST', '/api/v1/statuses', 'robot', body)).json();
    expect((await call('PUT', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:sandbox'] })).statusCode).toBe(204);
    expect((await post({ status: 'sandboxed', visibility: 'public' })).visibility).toBe('private');
    await call('DELETE', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:sandbox'] });
    expect((await post({ status: 'free again', visibility: 'public' })).visibility).toBe('public');
    await call('PUT', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:force-unlisted'] });
    expect((await post({ status: 'quiet', visibility: 'public' })).visibility).toBe('unlisted');
    await call('DELETE', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:force-unlisted'] });
    await call('PUT', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:disable-any-subscription'] });
    expect(JSON.parse(user('robot')!.tags as string)).toEqual(['mrf_tag:disable-any-subscription']);
    const follow = await call('POST', `/api/v1/accounts/${user('robot')!.id}/follow`, 'carol');
    expect(follow.statusCode).toBe(403);
    await call('DELETE', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:disable-any-subscription'] });
    expect((await call('POST', `/api/v1/accounts/${user('robot')!.id}/follow`, 'carol')).statusCode).toBe(200);
  });

  it('strips or marks media by tag', async () => {
    const upload = async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');
      const boundary = 'xyz';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: { ...(await bearer('robot')), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      return res.json().id as string;
    };
    await call('PUT', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:media-force-nsfw'] });
    const nsfw = (await call('POST', '/api/v1/statuses', 'robot', { status: 'pic', media_ids: [await upload()] })).json();
    expect(nsfw).toMatchObject({ sensitive: true });
    expect(nsfw.media_attachments).toHaveLength(1);
    await call('PUT', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:media-strip'] });
    const stripped = (await call('POST', '/api/v1/statuses', 'robot', { status: 'pic 2', media_ids: [await upload()] })).json();
    expect(stripped.media_attachments).toHaveLength(0);
    await call('DELETE', '/api/pleroma/admin/users/tag', 'admin', { nicknames: ['robot'], tags: ['mrf_tag:media-strip', 'mrf_tag:media-force-nsfw'] });
  });

  it("deletes a user and all their statuses", async () => {
    const victim = user('robot')!;
    expect(t.app.ctx.store.get<Json>('SELECT COUNT(*) AS n FROM statuses WHERE user_id = ?', [victim.id])!.n).toBeGreaterThan(0);
    const res = await call('DELETE', '/api/pleroma/admin/users?nickname=robot', 'admin');
    expect(res.json()).toEqual(['robot']);
    expect(t.app.ctx.store.get<Json>('SELECT COUNT(*) AS n FROM statuses WHERE user_id = ?', [victim.id])!.n).toBe(0);
    expect(user('robot')).toBeUndefined();
  });

  it('serves no admin front end, and tells clients so in the front-end configuration', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pleroma/admin/' });
    expect(page.body).not.toContain('not bundled');
    const config = await t.app.inject({ method: 'GET', url: '/api/pleroma/frontend_configurations' });
    expect(config.json().pleroma_fe.adminPanelUrl).toBe('');
  });

  it('mails a single-use reset link; the new password works and the old fails', async () => {
    t.app.ctx.store.run("UPDATE users SET email = 'carol@example.com' WHERE nickname = 'carol'");
    const res = await t.app.inject({ method: 'POST', url: '/auth/password?email=carol@example.com' });
    expect(res.statusCode).toBe(204);
    const mail = outbox(t).find((m) => m.includes('To: carol@example.com'))!;
    const link = /(https?:\/\/\S+\/api\/pleroma\/password_reset\/\S+)/.exec(mailText(mail))![1];
    const token = link.split('/').pop()!;
    const form = await t.app.inject({ method: 'GET', url: `/api/pleroma/password_reset/${token}` });
    expect(form.body).toContain('name="data[password]"');
    const mismatch = await t.app.inject({ method: 'POST', url: '/api/pleroma/password_reset', payload: { data: { token, password: 'brand-new-pw', password_confirmation: 'other-pw-x' } } });
    expect(mismatch.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/pleroma/password_reset', payload: { data: { token, password: 'brand-new-pw', password_confirmation: 'brand-new-pw' } } });
    expect(ok.body).toContain('Password changed');
    const again = await t.app.inject({ method: 'POST', url: '/api/pleroma/password_reset', payload: { data: { token, password: 'another-pw-1', password_confirmation: 'another-pw-1' } } });
    expect(again.statusCode).toBe(404);
    const app = createApp(t.app.ctx.store, { name: 'x', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' });
    const grant = (password: string) => t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret, username: 'carol', password } });
    expect((await grant('starling-demo')).statusCode).toBe(401);
    expect((await grant('brand-new-pw')).statusCode).toBe(200);
  });

  it('expires reset tokens', async () => {
    t.app.ctx.store.run("UPDATE users SET email = 'alice@example.com' WHERE nickname = 'alice'");
    await t.app.inject({ method: 'POST', url: '/auth/password?email=alice@example.com' });
    t.app.ctx.store.run("UPDATE account_tokens SET expires_at = 1 WHERE kind = 'password_reset'");
    const mail = outbox(t).filter((m) => m.includes('To: alice@example.com')).pop()!;
    const token = /password_reset\/(\S+)/.exec(mailText(mail))![1];
    expect((await t.app.inject({ method: 'GET', url: `/api/pleroma/password_reset/${token}` })).statusCode).toBe(404);
  });

  it('throttles reset requests per address (5) and per IP (15)', async () => {
    const ask = (email: string, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: `/auth/password?email=${email}`, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await ask('nobody@example.com')).statusCode).toBe(204);
    const sixth = await ask('nobody@example.com');
    expect(sixth.statusCode).toBe(429);
    for (let i = 0; i < 9; i++) await ask(`n${i}@example.com`, '10.0.0.2');
    expect((await ask('fresh@example.com', '10.0.0.2')).statusCode).toBe(204);
    for (let i = 0; i < 5; i++) await ask(`m${i}@example.com`, '10.0.0.2');
    expect((await ask('fresher@example.com', '10.0.0.2')).statusCode).toBe(429);
  });

  it('makes a forced password reset answer password_reset_required at sign-in', async () => {
    await call('PATCH', '/api/pleroma/admin/users/force_password_reset', 'admin', { nicknames: ['alice'] });
    const app = createApp(t.app.ctx.store, { name: 'y', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' });
    const res = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret, username: 'alice', password: 'starling-demo' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ identifier: 'password_reset_required' });
  });
});
