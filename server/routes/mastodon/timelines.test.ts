import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

interface Status {
  id: string;
  visibility: string;
  account: { acct: string; id: string };
  reblog: Status | null;
  pinned: boolean;
  media_attachments: unknown[];
  in_reply_to_id: string | null;
}

function nextLink(link: string | undefined, rel: 'next' | 'prev'): string | null {
  const m = link?.match(new RegExp(`<([^>]+)>; rel="${rel}"`));
  if (!m) return null;
  const u = new URL(m[1]);
  return `${u.pathname}${u.search}`;
}

describe('timelines', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    alice = { authorization: `Bearer ${await t.tokenFor('alice')}` };
  });
  afterAll(() => t.close());

  it('pages the public timeline through Link headers to an empty page, without duplicates', async () => {
    const seen = new Set<string>();
    let url: string | null = '/api/v1/timelines/public?limit=20';
    let pages = 0;
    let lastId = Infinity;
    while (url) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Status[];
      if (page.length === 0) {
        expect(res.headers.link).toBeUndefined();
        break;
      }
      for (const s of page) {
        expect(seen.has(s.id)).toBe(false);
        seen.add(s.id);
        expect(s.visibility).toBe('public');
        expect(s.reblog).toBeNull();
        expect(Number(s.id)).toBeLessThan(lastId);
        lastId = Number(s.id);
      }
      pages++;
      url = nextLink(res.headers.link as string, 'next');
      expect(url).toContain('limit=20');
    }
    expect(pages).toBeGreaterThan(3);
    expect(seen.size).toBeGreaterThan(60);
  });

  it('pages forward with min_id (prev link)', async () => {
    const first = await t.app.inject('/api/v1/timelines/public?limit=5&max_id=' + '9'.repeat(16));
    const page = first.json() as Status[];
    const second = await t.app.inject(`/api/v1/timelines/public?limit=5&max_id=${page[4].id}`);
    const prev = nextLink(second.headers.link as string, 'prev')!;
    const back = (await t.app.inject(prev)).json() as Status[];
    expect(back.map((s) => s.id)).toEqual(page.map((s) => s.id));
  });

  it('filters to local posts with local=true', async () => {
    const all = (await t.app.inject('/api/v1/timelines/public?limit=40')).json() as Status[];
    expect(all.some((s) => s.account.acct.includes('@'))).toBe(true);
    const local = (await t.app.inject('/api/v1/timelines/public?local=true&limit=40')).json() as Status[];
    expect(local.length).toBeGreaterThan(10);
    expect(local.every((s) => !s.account.acct.includes('@'))).toBe(true);
    const remote = (await t.app.inject('/api/v1/timelines/public?remote=true&limit=40')).json() as Status[];
    expect(remote.every((s) => s.account.acct.includes('@'))).toBe(true);
    const media = (await t.app.inject('/api/v1/timelines/public?only_media=true&limit=40')).json() as Status[];
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((s) => s.media_attachments.length > 0)).toBe(true);
  });

  it('requires sign-in for home, direct, bookmarks and favourites', async () => {
    for (const url of ['/api/v1/timelines/home', '/api/v1/timelines/direct', '/api/v1/bookmarks', '/api/v1/favourites']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBeTruthy();
    }
  });

  it("builds alice's home from herself, her follows and mentions", async () => {
    const res = await t.app.inject({ url: '/api/v1/timelines/home?limit=40', headers: alice });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Status[];
    const allowed = new Set(['alice', 'bob', 'carol', 'admin', 'dave@remote.example', 'frank@xn--bcher-kva.example']);
    expect(page.length).toBe(40);
    for (const s of page) {
      const mentionsAlice = JSON.stringify(s).includes('"acct":"alice"');
      expect(allowed.has(s.account.acct) || mentionsAlice).toBe(true);
    }
    expect(res.headers.link).toContain('max_id=');
  });

  it('lists direct messages, bookmarks and favourites for alice', async () => {
    const dms = (await t.app.inject({ url: '/api/v1/timelines/direct', headers: alice })).json() as Status[];
    expect(dms.length).toBeGreaterThan(0);
    expect(dms.every((s) => s.visibility === 'direct')).toBe(true);
    const bookmarks = await t.app.inject({ url: '/api/v1/bookmarks?limit=5', headers: alice });
    expect(bookmarks.json().length).toBe(5);
    expect(bookmarks.headers.link).toContain('max_id=');
    const next = nextLink(bookmarks.headers.link as string, 'next')!;
    const more = (await t.app.inject({ url: next, headers: alice })).json() as Status[];
    expect(more.length).toBeGreaterThan(0);
    const favs = await t.app.inject({ url: '/api/v1/favourites', headers: alice });
    expect(favs.statusCode).toBe(200);
  });

  it('serves tag timelines', async () => {
    const page = (await t.app.inject('/api/v1/timelines/tag/starling')).json() as (Status & { tags: { name: string }[] })[];
    expect(page.length).toBeGreaterThan(0);
    for (const s of page) expect(s.tags.map((tag) => tag.name)).toContain('starling');
  });

  it('widens a tag timeline with any[] and narrows it with none[]', async () => {
    const post = (status: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: alice, payload: { status, visibility: 'public' } });
    for (const text of ['#tlfirst only', '#tlfirst and #tlsecond', '#tlsecond only']) expect((await post(text)).statusCode).toBe(200);
    const texts = async (query: string) =>
      ((await t.app.inject(`/api/v1/timelines/tag/tlfirst?${query}`)).json() as { content: string }[]).map((s) => s.content.replace(/<[^>]*>/g, '')).sort();
    expect(await texts('')).toEqual(['#tlfirst and #tlsecond', '#tlfirst only']);
    expect(await texts('none[]=tlsecond')).toEqual(['#tlfirst only']);
    expect(await texts('any[]=tlsecond')).toEqual(['#tlfirst and #tlsecond', '#tlfirst only', '#tlsecond only']);
  });

  it("lists an account's statuses, its pinned ones and its followers", async () => {
    const pinned = (await t.app.inject('/api/v1/accounts/alice/statuses?pinned=true')).json() as Status[];
    expect(pinned.length).toBe(1);
    expect(pinned[0].pinned).toBe(true);
    const all = (await t.app.inject('/api/v1/accounts/alice/statuses?limit=40')).json() as Status[];
    expect(all.every((s) => s.account.acct === 'alice')).toBe(true);
    expect(all.every((s) => s.visibility === 'public' || s.visibility === 'unlisted')).toBe(true);
    const noReplies = (await t.app.inject('/api/v1/accounts/alice/statuses?exclude_replies=true&limit=40')).json() as Status[];
    expect(noReplies.every((s) => s.in_reply_to_id === null)).toBe(true);
    const followers = await t.app.inject('/api/v1/accounts/alice/followers');
    expect(followers.json().map((a: { acct: string }) => a.acct)).toEqual(expect.arrayContaining(['bob', 'carol']));
    expect(followers.headers.link).toContain('max_id=');
  });
});
