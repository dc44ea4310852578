import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('statuses and accounts', () => {
  let t: TestApp;
  let auth: (nick: string) => Promise<Record<string, string>>;
  const find = (sql: string, params: unknown[] = []) => t.app.ctx.store.get<{ id: number }>(sql, params)!.id;

  beforeAll(async () => {
    t = await createTestApp();
    auth = async (nick) => ({ authorization: `Bearer ${await t.tokenFor(nick)}` });
  });
  afterAll(() => t.close());

  it('hides a private status from strangers and pending followers (404), shows it to followers', async () => {
    const id = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'carol' AND s.visibility = 'private' LIMIT 1");
    const url = `/api/v1/statuses/${id}`;
    const anon = await t.app.inject(url);
    expect(anon.statusCode).toBe(404);
    expect(anon.json()).toEqual({ error: 'Record not found' });
    expect((await t.app.inject({ url, headers: await auth('bob') })).statusCode).toBe(404); // bob's request is pending
    expect((await t.app.inject({ url, headers: await auth('robot') })).statusCode).toBe(404);
    const alice = await t.app.inject({ url, headers: await auth('alice') });
    expect(alice.statusCode).toBe(200);
    expect(alice.json().visibility).toBe('private');
    const carolProfile = (await t.app.inject('/api/v1/accounts/carol/statuses?limit=40')).json() as Json[];
    expect(carolProfile.some((s) => s.id === String(id))).toBe(false);
  });

  it('shows a direct message only to its participants', async () => {
    const id = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'alice' AND s.visibility = 'direct' AND s.content LIKE '%coffee%'");
    const url = `/api/v1/statuses/${id}`;
    expect((await t.app.inject({ url, headers: await auth('bob') })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: await auth('carol') })).statusCode).toBe(404);
    const publicIds = (await t.app.inject('/api/v1/timelines/public?limit=40')).json().map((s: Json) => s.id);
    expect(publicIds).not.toContain(String(id));
  });

  it('renders a full status with the pleroma object', async () => {
    const id = find("SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = 'alice' AND s.pinned_at IS NOT NULL");
    const s = (await t.app.inject({ url: `/api/v1/statuses/${id}`, headers: await auth('bob') })).json();
    expect(s.account.acct).toBe('alice');
    expect(s.pinned).toBe(true);
    expect(s.favourited).toBe(true);
    expect(s.favourites_count).toBeGreaterThan(0);
    expect(s.emojis.map((e: Json) => e.shortcode)).toContain('starling');
    expect(s.tags.map((tag: Json) => tag.name)).toContain('starling');
    const reactions = s.pleroma.emoji_reactions as Json[];
    const thumbs = reactions.find((r) => r.name === '👍')!;
    expect(thumbs.count).toBe(3);
    expect(thumbs.me).toBe(true);
    expect(reactions.find((r) => r.name === 'starling')!.url).toMatch(/\/emoji\/custom\/starling\.png$/);
    expect(s.pleroma.content['text/plain']).toContain('Welcome to Starling');
    expect(s.pleroma.local).toBe(true);
    expect(s.account.pleroma.relationship.following).toBe(true);
  });

  it('keeps the hostile seeded HTML for the client to sanitize', async () => {
    const id = find("SELECT id FROM statuses WHERE content LIKE '%<script>%'");
    const s = (await t.app.inject(`/api/v1/statuses/${id}`)).json();
    expect(s.content).toContain('<script>');
    expect(s.content).toContain('onerror=');
    expect(s.account.acct).toBe('erin@remote.example');
    expect(s.url).toMatch(/^https:\/\/remote\.example\//);
  });

  it('returns a thread context in order', async () => {
    const root = find("SELECT id FROM statuses WHERE source LIKE 'Thread: what is everyone reading%'");
    const ctx = (await t.app.inject(`/api/v1/statuses/${root}/context`)).json();
    expect(ctx.ancestors).toEqual([]);
    expect(ctx.descendants.map((s: Json) => s.account.acct)).toEqual(['bob', 'alice', 'dave@remote.example', 'carol']);
    const leaf = ctx.descendants[2];
    const up = (await t.app.inject(`/api/v1/statuses/${leaf.id}/context`)).json();
    expect(up.ancestors.map((s: Json) => s.account.acct)).toEqual(['alice', 'bob', 'alice']);
  });

  it('renders polls, media and reblogs', async () => {
    const pollId = find("SELECT id FROM statuses WHERE source LIKE 'What should we name the office cat%'");
    const withPoll = (await t.app.inject({ url: `/api/v1/statuses/${pollId}`, headers: await auth('alice') })).json();
    expect(withPoll.poll.expired).toBe(false);
    expect(withPoll.poll.voted).toBe(true);
    expect(withPoll.poll.own_votes).toEqual([0]);
    expect(withPoll.poll.options.map((o: Json) => o.title)).toEqual(['Whiskers', 'Mittens', 'Shadow']);
    const closed = find("SELECT id FROM statuses WHERE source LIKE 'Which features do you use most%'");
    const poll = (await t.app.inject(`/api/v1/statuses/${closed}`)).json().poll;
    expect(poll.expired).toBe(true);
    expect(poll.multiple).toBe(true);
    expect(poll.voters_count).toBe(5);
    const gallery = find("SELECT id FROM statuses WHERE source LIKE 'Photo dump%'");
    const media = (await t.app.inject(`/api/v1/statuses/${gallery}`)).json().media_attachments as Json[];
    expect(media).toHaveLength(4);
    expect(media[0].type).toBe('image');
    expect(media[0].description).toBeTruthy();
    expect(media[0].meta.original.width).toBeGreaterThan(0);
    expect(media[0].pleroma.mime_type).toBe('image/png');
    const file = await t.app.inject(new URL(media[0].url).pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const reblogId = find('SELECT id FROM statuses WHERE reblog_of_id = ?', [gallery]);
    const reblog = (await t.app.inject(`/api/v1/statuses/${reblogId}`)).json();
    expect(reblog.reblog.id).toBe(String(gallery));
    expect(reblog.account.acct).toBe('bob');
    const by = (await t.app.inject(`/api/v1/statuses/${gallery}/reblogged_by`)).json();
    expect(by.map((a: Json) => a.acct)).toContain('bob');
  });

  it('looks up accounts by id, nickname and acct', async () => {
    const byNick = (await t.app.inject('/api/v1/accounts/carol')).json();
    expect(byNick.locked).toBe(true);
    const byId = (await t.app.inject(`/api/v1/accounts/${byNick.id}`)).json();
    expect(byId.username).toBe('carol');
    const frank = (await t.app.inject('/api/v1/accounts/lookup?acct=frank@xn--bcher-kva.example')).json();
    expect(frank.acct).toBe('frank@xn--bcher-kva.example');
    expect(frank.url).toBe('https://xn--bcher-kva.example/users/frank');
    const robot = (await t.app.inject('/api/v1/accounts/robot')).json();
    expect(robot.bot).toBe(true);
    const admin = (await t.app.inject('/api/v1/accounts/admin')).json();
    expect(admin.pleroma.is_admin).toBe(true);
    expect((await t.app.inject('/api/v1/accounts/nobody')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/accounts/lookup')).statusCode).toBe(400);
  });

  it('reports relationships, mutes and blocks', async () => {
    const carol = (await t.app.inject('/api/v1/accounts/carol')).json();
    const alice = (await t.app.inject('/api/v1/accounts/alice')).json();
    const rels = (await t.app.inject({ url: `/api/v1/accounts/relationships?id[]=${carol.id}&id[]=${alice.id}`, headers: await auth('bob') })).json();
    expect(rels[0]).toMatchObject({ id: carol.id, following: false, requested: true });
    expect(rels[1]).toMatchObject({ id: alice.id, following: true, followed_by: true });
    const single = (await t.app.inject({ url: `/api/v1/accounts/relationships?id=${alice.id}`, headers: await auth('bob') })).json();
    expect(single).toHaveLength(1);
    const mod = await auth('moderator');
    const mutes = await t.app.inject({ url: '/api/v1/mutes', headers: mod });
    expect(mutes.json().map((a: Json) => a.acct)).toEqual(['robot']);
    expect(mutes.headers.link).toContain('max_id=');
    const blocks = await t.app.inject({ url: '/api/v1/blocks', headers: mod });
    expect(blocks.json().map((a: Json) => a.acct)).toEqual(['gina@social.example']);
    const requests = (await t.app.inject({ url: '/api/v1/follow_requests', headers: await auth('carol') })).json();
    expect(requests.map((a: Json) => a.acct)).toEqual(['bob']);
  });
});
