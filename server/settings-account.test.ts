// Profile editing, the token list, password / email change and account deletion.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.js';
import { createApp } from './db/oauth.js';
import { DEMO_PASSWORD } from './config.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('account settings', () => {
  let t: TestApp;
  const auth = async (nick: string) => ({ authorization: `Bearer ${await t.tokenFor(nick)}` });
  const passwordGrant = async (username: string, password: string) => {
    const appRow = createApp(t.app.ctx.store, { name: 'grant', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    return t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: appRow.client_id, client_secret: appRow.client_secret, username, password },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates the profile from JSON, within the field limits', async () => {
    const headers = await auth('carol');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/update_credentials',
      headers,
      payload: { display_name: 'Carol C.', note: 'Hi #there', locked: true, fields_attributes: [{ name: 'Site', value: 'https://c.example' }], default_scope: 'unlisted', hide_follows: 'true' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body).toMatchObject({ display_name: 'Carol C.', locked: true, source: { note: 'Hi #there', privacy: 'unlisted' }, pleroma: { hide_follows: true } });
    expect(body.note).toContain('tag');
    expect(body.fields[0].name).toBe('Site');
    const verify = (await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).json() as Json;
    expect(verify.display_name).toBe('Carol C.');

    const tooMany = Array.from({ length: 11 }, (_, i) => ({ name: `n${i}`, value: 'v' }));
    const refused = await t.app.inject({ method: 'PATCH', url: '/api/v1/accounts/update_credentials', headers, payload: { fields_attributes: tooMany, display_name: 'Changed' } });
    expect(refused.statusCode).toBe(422);
    expect(typeof refused.json().error).toBe('string');
    expect(((await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).json() as Json).display_name).toBe('Carol C.');
  });

  it('sends the plain source values and round-trips them through update_credentials unchanged', async () => {
    const headers = await auth('alice');
    const before = (await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).json() as Json;
    // The rendered field is HTML; its source is the plain URL the owner typed.
    expect(before.fields[0].value).toContain('<a ');
    expect(before.source.fields[0]).toEqual({ name: 'Website', value: 'https://alice.example' });
    expect(before.source.note).not.toContain('<');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/accounts/update_credentials',
        headers,
        payload: { display_name: before.display_name, note: before.source.note, fields_attributes: before.source.fields, default_scope: before.source.privacy },
      });
      expect(res.statusCode).toBe(200);
    }
    const after = (await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).json() as Json;
    expect(after.source).toEqual(before.source);
    expect(after.fields).toEqual(before.fields);
    expect(after.display_name).toBe(before.display_name);
  });

  it('takes an avatar through sharp and refuses one over the limit with 413', async () => {
    const headers = await auth('carol');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } }).png().toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const body = await multipart(form);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/accounts/update_credentials', headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const avatar = (res.json() as Json).avatar as string;
    expect(avatar).toMatch(/\/media\/[0-9a-f]{32}\/avatar\.webp$/);
    const served = await t.app.inject({ url: new URL(avatar).pathname });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const big = new FormData();
    big.append('avatar', new Blob([Buffer.alloc(t.app.ctx.config().avatarUploadLimit + 10, 1)], { type: 'image/png' }), 'big.png');
    const bigBody = await multipart(big);
    const tooBig = await t.app.inject({ method: 'PATCH', url: '/api/v1/accounts/update_credentials', headers: { ...headers, ...bigBody.headers }, payload: bigBody.payload });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('File is too large');

    const junk = new FormData();
    junk.append('header', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
    const junkBody = await multipart(junk);
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/v1/accounts/update_credentials', headers: { ...headers, ...junkBody.headers }, payload: junkBody.payload });
    expect(bad.statusCode).toBe(422);
  });

  it('lists the user’s tokens and revokes one so that it stops working', async () => {
    const token = await t.tokenFor('bob');
    const other = await t.tokenFor('bob');
    const headers = { authorization: `Bearer ${other}` };
    const list = (await t.app.inject({ url: '/api/oauth_tokens.json', headers })).json() as Json[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toEqual({ id: expect.any(Number), app_name: 'starling-tests', valid_until: expect.any(String) });
    const victim = list.find((x) => x.id !== list[0].id)!;
    // Another user cannot revoke it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/oauth_tokens/${victim.id}`, headers: await auth('alice') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/oauth_tokens/${victim.id}`, headers })).statusCode).toBe(200);
    const remaining = (await t.app.inject({ url: '/api/oauth_tokens.json', headers })).json() as Json[];
    expect(remaining.map((x) => x.id)).not.toContain(victim.id);
    const first = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers: { authorization: `Bearer ${token}` } });
    const second = await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers });
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
  });

  it('changes the password only with the right old one and a matching confirmation', async () => {
    const headers = await auth('robot');
    const change = (payload: object) => t.app.inject({ method: 'POST', url: '/api/pleroma/change_password', headers, payload });
    const wrong = await change({ password: 'nope', new_password: 'n3w', new_password_confirmation: 'n3w' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Invalid password.');
    expect((await change({ password: DEMO_PASSWORD, new_password: 'n3w', new_password_confirmation: 'other' })).statusCode).toBe(400);
    expect((await change({ password: DEMO_PASSWORD, new_password: 'n3w-pass', new_password_confirmation: 'n3w-pass' })).json()).toEqual({ status: 'success' });
    expect((await passwordGrant('robot', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await passwordGrant('robot', 'n3w-pass')).statusCode).toBe(200);
  });

  it('changes the email behind the password', async () => {
    const headers = await auth('moderator');
    const change = (payload: object) => t.app.inject({ method: 'POST', url: '/api/pleroma/change_email', headers, payload });
    expect((await change({ password: 'x', email: 'mod@new.example' })).statusCode).toBe(403);
    expect((await change({ password: DEMO_PASSWORD, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await change({ password: DEMO_PASSWORD, email: 'mod@new.example' })).statusCode).toBe(200);
    expect(((await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).json() as Json).pleroma.email).toBe('mod@new.example');
  });

  it('deletes an account: tokens revoked, sign-in refused, posts gone from timelines', async () => {
    const headers = await auth('carol');
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers, payload: { status: 'goodbye world' } });
    const id = (post.json() as Json).id as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/pleroma/delete_account', headers, payload: { password: 'wrong' } })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/api/pleroma/delete_account', headers, payload: { password: DEMO_PASSWORD } });
    expect(res.json()).toEqual({ status: 'success' });
    expect((await t.app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).statusCode).toBe(403);
    expect((await passwordGrant('carol', DEMO_PASSWORD)).statusCode).toBe(403);
    const timeline = (await t.app.inject({ url: '/api/v1/timelines/public?limit=40' })).json() as Json[];
    expect(timeline.map((s) => s.id)).not.toContain(id);
    expect((await t.app.inject({ url: `/api/v1/statuses/${id}` })).statusCode).toBe(404);
  });

  it('imports follows, mutes and blocks, skipping and counting unknown accounts', async () => {
    const headers = await auth('alice');
    const csv = 'Account address,Show boosts,Notify on new posts,Languages\nrobot,true,false,\nnobody@nowhere.example,true,false,\ngina@social.example,true,false,\n';
    const res = await t.app.inject({ method: 'POST', url: '/api/pleroma/follow_import', headers, payload: { list: csv } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, skipped: 1 });
    const rel = (await t.app.inject({ url: '/api/v1/accounts/relationships?id[]=' + (await lookup('robot')), headers })).json() as Json[];
    expect(rel[0].following).toBe(true);
    const mutes = await t.app.inject({ method: 'POST', url: '/api/pleroma/mutes_import', headers, payload: { list: 'dave@remote.example\n\n' } });
    expect(mutes.json()).toMatchObject({ imported: 1, skipped: 0 });
    const blocks = await t.app.inject({ method: 'POST', url: '/api/pleroma/blocks_import', headers, payload: { list: 'erin@remote.example\nghost' } });
    expect(blocks.json()).toMatchObject({ imported: 1, skipped: 1 });
    expect((await t.app.inject({ method: 'POST', url: '/api/pleroma/blocks_import', headers, payload: {} })).statusCode).toBe(400);
  });

  it('reads block and mute lists as Pleroma does: any whitespace separates accounts', async () => {
    const headers = await auth('bob');
    const post = (kind: string, list: string) => t.app.inject({ method: 'POST', url: `/api/pleroma/${kind}`, headers, payload: { list } });
    expect((await post('blocks_import', 'gina@social.example moderator')).json()).toMatchObject({ imported: 2, skipped: 0 });
    expect((await post('mutes_import', '@dave@remote.example\t erin@remote.example\r\n\n  nobody@nowhere.example')).json()).toMatchObject({ imported: 2, skipped: 1 });
    const rel = (await t.app.inject({ url: `/api/v1/accounts/relationships?id[]=${await lookup('moderator')}&id[]=${await lookup('erin@remote.example')}`, headers })).json() as Json[];
    expect(rel.map((r) => [r.blocking, r.muting])).toEqual([[true, false], [false, true]]);
  });

  it('counts everything it does not import as skipped: unknown, oneself, repeats, unreadable lines', async () => {
    const headers = await auth('admin');
    const post = (kind: string, list: string) => t.app.inject({ method: 'POST', url: `/api/pleroma/${kind}`, headers, payload: { list } });
    // Follow lists are read per line (first CSV column), so a line with a space is one unknown account.
    const follows = await post('follow_import', 'Account address,Show boosts\nrobot,true\nrobot\ncarol\nadmin\ngina@social.example moderator\n');
    expect(follows.json()).toMatchObject({ imported: 1, skipped: 4 });
    expect((await post('blocks_import', 'ghost admin dave@remote.example dave@remote.example')).json()).toMatchObject({ imported: 1, skipped: 3 });
  });

  async function lookup(acct: string): Promise<string> {
    return ((await t.app.inject({ url: `/api/v1/accounts/lookup?acct=${acct}` })).json() as Json).id as string;
  }
});
