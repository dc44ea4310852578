import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../testing.js';

describe('instance metadata (pleroma flavor)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('links both nodeinfo schemas from /.well-known/nodeinfo', async () => {
    const res = await t.app.inject({ url: '/.well-known/nodeinfo', headers: { host: 'demo.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().links.map((l: { href: string }) => l.href)).toEqual([
      'http://demo.test/nodeinfo/2.0.json',
      'http://demo.test/nodeinfo/2.1.json',
    ]);
  });

  it('serves nodeinfo in Pleroma shape', async () => {
    const body = (await t.app.inject({ url: '/nodeinfo/2.0.json', headers: { host: 'demo.test' } })).json();
    expect(body.software).toEqual({ name: 'pleroma', version: '2.7.0-starling' });
    expect(body.openRegistrations).toBe(true);
    const m = body.metadata;
    expect(m.nodeName).toBe('Starling Demo');
    expect(m.features).toEqual(expect.arrayContaining(['chat', 'shout', 'pleroma_emoji_reactions', 'polls', 'mastodon_api_streaming', 'pleroma_chat_messages']));
    expect(m.postFormats).toEqual(['text/plain', 'text/html', 'text/markdown', 'text/bbcode']);
    expect(m.pollLimits).toEqual({ max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 });
    expect(Object.keys(m.uploadLimits).sort()).toEqual(['avatar', 'background', 'banner', 'general']);
    expect(m.restrictedNicknames).toEqual(expect.arrayContaining(['main', 'users', 'tag', 'notice', 'registration', 'about']));
    expect(m.staffAccounts).toEqual(['http://demo.test/users/admin', 'http://demo.test/users/moderator']);
    expect(m.federation.mrf_policies).toContain('TagPolicy');
    expect(m.mailerEnabled).toBe(true); // the data/mail outbox (server/mail/outbox.ts)
    expect(m.suggestions.enabled).toBe(true);
    const v21 = (await t.app.inject('/nodeinfo/2.1.json')).json();
    expect(v21.version).toBe('2.1');
    expect(v21.software.repository).toBeTruthy();
  });

  it('serves /api/v1/instance with the pleroma object', async () => {
    const body = (await t.app.inject({ url: '/api/v1/instance', headers: { host: 'demo.test:8080' } })).json();
    expect(body.uri).toBe('http://demo.test:8080'); // Pleroma: the base URL (Mastodon: the bare domain)
    expect(body.title).toBe('Starling Demo');
    expect(body.max_toot_chars).toBe(5000);
    expect(body.poll_limits.max_options).toBe(4);
    expect(body.urls.streaming_api).toBe('ws://demo.test:8080');
    expect(body.stats.user_count).toBe(6);
    expect(body.contact_account.username).toBe('admin');
    expect(body.pleroma.metadata.features).toContain('chat');
    expect(body.pleroma.metadata.fields_limits.max_fields).toBeGreaterThan(0);
    expect(body.pleroma.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(body.configuration.statuses.max_characters).toBe(5000);
  });

  it('serves frontend configurations with file overrides', async () => {
    const before = (await t.app.inject('/api/pleroma/frontend_configurations')).json();
    expect(before.pleroma_fe.loginMethod).toBe('password');
    expect(before.pleroma_fe.redirectRootNoLogin).toBe('/main/all');
    fs.writeFileSync(path.join(t.dataDir, 'frontend_configurations.json'), JSON.stringify({ pleroma_fe: { loginMethod: 'token' } }));
    const after = (await t.app.inject('/api/pleroma/frontend_configurations')).json();
    expect(after.pleroma_fe.loginMethod).toBe('token');
    expect(after.pleroma_fe.theme).toBe('pleroma-dark');
  });

  it('serves custom emoji, stickers and instance static files', async () => {
    const emoji = (await t.app.inject('/api/pleroma/emoji.json')).json();
    expect(Object.keys(emoji).length).toBeGreaterThanOrEqual(8);
    expect(emoji.starling.image_url).toBe('/emoji/custom/starling.png');
    const png = await t.app.inject(emoji.starling.image_url);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const packs = (await t.app.inject('/static/stickers.json')).json();
    const pack = (await t.app.inject(`${packs.starling}pack.json`)).json();
    expect(pack.title).toBeTruthy();
    expect((await t.app.inject(`${packs.starling}${pack.stickers[0]}`)).statusCode).toBe(200);
    expect((await t.app.inject('/static/terms-of-service.html')).body).toContain('Terms of service');
    expect((await t.app.inject('/instance/panel.html')).statusCode).toBe(200);
    expect((await t.app.inject('/static/logo.svg')).statusCode).toBe(200);
    expect((await t.app.inject('/static/config.json')).json()).toEqual({});
    expect((await t.app.inject('/static/nope.json')).statusCode).toBe(404);
  });
});

describe('instance metadata (mastodon flavor)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it('looks like Mastodon: no Pleroma metadata or objects', async () => {
    const node = (await t.app.inject('/nodeinfo/2.0.json')).json();
    expect(node.software.name).toBe('mastodon');
    expect(node.metadata.features).toBeUndefined();
    expect(node.metadata.pollLimits).toBeUndefined();
    const instance = (await t.app.inject('/api/v1/instance')).json();
    expect(instance.pleroma).toBeUndefined();
    expect(instance.max_toot_chars).toBeUndefined();
    expect(instance.configuration.polls.max_options).toBe(4);
    expect((await t.app.inject('/api/pleroma/frontend_configurations')).statusCode).toBe(404);
    expect((await t.app.inject('/api/pleroma/emoji.json')).statusCode).toBe(404);
    const [status] = (await t.app.inject('/api/v1/timelines/public?limit=1')).json();
    expect(status.pleroma).toBeUndefined();
    expect(status.account.pleroma).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject('/api/v1/accounts/verify_credentials');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeTruthy();
  });
});
