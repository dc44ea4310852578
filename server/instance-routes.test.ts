// What other clients ask a real Pleroma or Mastodon for: the
// instance's uri, /api/v2/instance, /api/v1/preferences, host-meta with WebFinger, favicon.ico.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.js';

const HOST = { host: 'demo.test:8080' };

describe.each(['pleroma', 'mastodon'] as const)('instance routes (%s flavor)', (flavor) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor });
  });
  afterAll(() => t.close());

  it('gives /api/v1/instance uri as the flavor does: Pleroma the base URL, Mastodon the bare domain', async () => {
    const body = (await t.app.inject({ url: '/api/v1/instance', headers: HOST })).json();
    expect(body.uri).toBe(flavor === 'pleroma' ? 'http://demo.test:8080' : 'demo.test:8080');
  });

  it('serves /api/v2/instance in the Mastodon shape', async () => {
    const res = await t.app.inject({ url: '/api/v2/instance', headers: HOST });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.domain).toBe('demo.test:8080');
    expect(body.title).toBe('Starling Demo');
    expect(body.version).toMatch(flavor === 'pleroma' ? /\(compatible; Pleroma / : /^4\.5\.\d+$/);
    expect(body.source_url).toMatch(/^https:\/\//);
    expect(typeof body.description).toBe('string');
    expect(body.usage.users.active_month).toBe(6);
    expect(body.thumbnail.url).toBe('http://demo.test:8080/instance/thumbnail.png');
    expect(body.languages).toEqual(expect.arrayContaining(['en']));
    const c = body.configuration;
    expect(c.urls.streaming).toBe('ws://demo.test:8080');
    expect(c.statuses.max_characters).toBe(5000);
    expect(c.statuses.max_media_attachments).toBeGreaterThan(0);
    expect(c.media_attachments.image_size_limit).toBeGreaterThan(0);
    expect(c.polls.max_options).toBe(4);
    expect(c.accounts.max_pinned_statuses).toBeGreaterThan(0);
    expect(c.translation).toEqual({ enabled: false });
    expect(c.vapid.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(body.registrations).toEqual({ enabled: true, approval_required: false, message: null, url: null });
    expect(body.contact.email).toBeTypeOf('string');
    expect(body.contact.account.username).toBe('admin');
    expect(body.rules).toEqual([]);
    if (flavor === 'pleroma') {
      expect(body.pleroma.metadata.features).toContain('pleroma_api');
      expect(body.pleroma.metadata.fields_limits.max_fields).toBeGreaterThan(0);
      expect(body.pleroma.metadata.avatar_upload_limit).toBeGreaterThan(0);
      expect(body.pleroma.vapid_public_key).toBe(c.vapid.public_key);
    } else {
      expect(body.pleroma).toBeUndefined();
      expect(body.api_versions).toEqual({ mastodon: 2 });
    }
  });

  it('serves /api/v1/preferences to a signed-in user only', async () => {
    expect((await t.app.inject('/api/v1/preferences')).statusCode).toBeGreaterThanOrEqual(401);
    const token = await t.tokenFor('alice');
    const res = await t.app.inject({ url: '/api/v1/preferences', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      'posting:default:visibility': 'public',
      'posting:default:sensitive': false,
      'posting:default:language': null,
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    });
  });

  it('follows the account default visibility in /api/v1/preferences', async () => {
    t.app.ctx.store.run("UPDATE users SET default_scope = 'unlisted' WHERE nickname = 'bob' AND domain IS NULL");
    const token = await t.tokenFor('bob');
    const res = await t.app.inject({ url: '/api/v1/preferences', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()['posting:default:visibility']).toBe('unlisted');
  });

  it('serves host-meta pointing at a WebFinger that answers', async () => {
    const res = await t.app.inject({ url: '/.well-known/host-meta', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xrd+xml');
    expect(res.body).toContain('<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">');
    const template = /<Link rel="lrdd" template="([^"]+)"/.exec(res.body)?.[1];
    expect(template).toBe('http://demo.test:8080/.well-known/webfinger?resource={uri}');

    const finger = await t.app.inject({ url: template!.replace('{uri}', encodeURIComponent('acct:alice@demo.test:8080')), headers: HOST });
    expect(finger.statusCode).toBe(200);
    expect(finger.headers['content-type']).toContain('application/jrd+json');
    const jrd = finger.json();
    expect(jrd.subject).toBe('acct:alice@demo.test:8080');
    expect(jrd.aliases).toContain('http://demo.test:8080/users/alice');
    expect(jrd.links).toContainEqual({ rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: 'http://demo.test:8080/users/alice' });
    // The profile URL finds the same account.
    const byUrl = await t.app.inject({ url: `/.well-known/webfinger?resource=${encodeURIComponent('http://demo.test:8080/users/alice')}`, headers: HOST });
    expect(byUrl.json().subject).toBe('acct:alice@demo.test:8080');
  });

  it('answers WebFinger for unknown, remote or missing resources with 4xx JSON', async () => {
    const ask = (resource?: string) =>
      t.app.inject({ url: `/.well-known/webfinger${resource === undefined ? '' : `?resource=${encodeURIComponent(resource)}`}`, headers: HOST });
    expect((await ask()).statusCode).toBe(400);
    expect((await ask('acct:nobody@demo.test:8080')).statusCode).toBe(404);
    expect((await ask('acct:dave@remote.example')).statusCode).toBe(404);
    expect((await ask('acct:alice@elsewhere.example')).statusCode).toBe(404);
    expect((await ask('acct:nobody@demo.test:8080')).json().error).toBeTruthy();
  });

  it('serves /favicon.ico as an icon of the instance', async () => {
    const res = await t.app.inject({ url: '/favicon.ico', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), one image; its data is a PNG.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const offset = ico.readUInt32LE(18);
    expect(ico.readUInt32LE(14)).toBe(ico.length - offset);
    expect(ico.subarray(offset, offset + 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
