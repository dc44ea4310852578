import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordMatches } from '../../text/filter-match.js';
import { createTestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('filter keyword matching', () => {
  it('matches case-insensitively, whole words only where asked', () => {
    expect(keywordMatches({ keyword: 'Cat', whole_word: true }, 'a cat sat')).toBe(true);
    expect(keywordMatches({ keyword: 'cat', whole_word: true }, 'concatenate')).toBe(false);
    expect(keywordMatches({ keyword: 'cat', whole_word: false }, 'concatenate')).toBe(true);
    expect(keywordMatches({ keyword: 'chat', whole_word: true }, 'le chat_noir')).toBe(false);
    expect(keywordMatches({ keyword: 'café', whole_word: true }, 'un CAFÉ!')).toBe(true);
    expect(keywordMatches({ keyword: '#tag', whole_word: true }, 'see #tag.')).toBe(true);
    expect(keywordMatches({ keyword: 'a.b', whole_word: false }, 'axb')).toBe(false);
    expect(keywordMatches({ keyword: '  ', whole_word: false }, 'anything')).toBe(false);
  });
});

async function setup(flavor: 'pleroma' | 'mastodon') {
  const t = await createTestApp({ flavor });
  const auth = async (nick: string) => ({ authorization: `Bearer ${await t.tokenFor(nick)}` });
  const post = async (nick: string, status: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: await auth(nick), payload: { status } })).json() as Json;
  const publicIds = async (nick: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/timelines/public?limit=40', headers: await auth(nick) })).json() as Json[]).map((s) => s.id);
  return { t, auth, post, publicIds };
}

describe('v1 filters (pleroma flavour)', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup('pleroma');
  });
  afterAll(() => s.t.close());

  it('CRUD as Pleroma renders it, and v2 is not served', async () => {
    const headers = await s.auth('alice');
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/filters',
      headers,
      payload: { phrase: 'turnip', context: ['home', 'public'], irreversible: false, whole_word: false, expires_in: 3600 },
    });
    expect(created.statusCode).toBe(200);
    const f = created.json() as Json;
    expect(f).toMatchObject({ phrase: 'turnip', context: ['home', 'public'], whole_word: false, irreversible: false });
    expect(typeof f.id).toBe('string');
    expect(Date.parse(f.expires_at) - Date.now()).toBeGreaterThan(3500_000);
    const edited = (await s.t.app.inject({ method: 'PUT', url: `/api/v1/filters/${f.id}`, headers, payload: { phrase: 'swede', context: ['thread'] } })).json();
    expect(edited).toMatchObject({ id: f.id, phrase: 'swede', context: ['thread'], whole_word: false });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v1/filters', headers })).json()).toEqual([edited]);
    // Not someone else's.
    expect((await s.t.app.inject({ method: 'GET', url: `/api/v1/filters/${f.id}`, headers: await s.auth('bob') })).statusCode).toBe(404);
    const bad = await s.t.app.inject({ method: 'POST', url: '/api/v1/filters', headers, payload: { phrase: 'x', context: ['nowhere'] } });
    expect(bad.statusCode).toBe(422);
    expect((await s.t.app.inject({ method: 'DELETE', url: `/api/v1/filters/${f.id}`, headers })).json()).toEqual({});
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v1/filters', headers })).json()).toEqual([]);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v2/filters', headers })).statusCode).toBe(404);
  });

  it('an irreversible filter drops matching posts from timelines and notifications, not one’s own', async () => {
    const headers = await s.auth('alice');
    const hit = await s.post('bob', 'Irreversibly rutabaga today @alice');
    const kept = await s.post('bob', 'rutabagas are plural');
    const own = await s.post('alice', 'my own rutabaga');
    const res = await s.t.app.inject({ method: 'POST', url: '/api/v1/filters', headers, payload: { phrase: 'rutabaga', context: ['home'], irreversible: true } });
    const ids = await s.publicIds('alice');
    expect(ids).not.toContain(hit.id);
    expect(ids).toContain(kept.id);
    expect(ids).toContain(own.id);
    expect(await s.publicIds('bob')).toContain(hit.id);
    const notes = (await s.t.app.inject({ method: 'GET', url: '/api/v1/notifications?limit=40', headers })).json() as Json[];
    expect(notes.some((n) => n.status?.id === hit.id)).toBe(false);
    // Pleroma marks nothing.
    expect((await s.t.app.inject({ method: 'GET', url: `/api/v1/statuses/${kept.id}`, headers })).json().filtered ?? []).toEqual([]);
    await s.t.app.inject({ method: 'DELETE', url: `/api/v1/filters/${res.json().id}`, headers });
    expect(await s.publicIds('alice')).toContain(hit.id);
  });
});

describe('v2 filters (mastodon flavour)', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup('mastodon');
  });
  afterAll(() => s.t.close());

  it('CRUD with keywords_attributes and the keywords sub-resources; v1 is not served', async () => {
    const headers = await s.auth('alice');
    const form = 'title=Veg&context[]=home&context[]=public&filter_action=hide' +
      '&keywords_attributes[][keyword]=leek&keywords_attributes[][whole_word]=true&keywords_attributes[][keyword]=kale';
    const created = await s.t.app.inject({ method: 'POST', url: '/api/v2/filters', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    expect(created.statusCode).toBe(200);
    const f = created.json() as Json;
    expect(f).toMatchObject({ title: 'Veg', context: ['home', 'public'], filter_action: 'hide', expires_at: null, statuses: [] });
    expect(f.keywords.map((k: Json) => [k.keyword, k.whole_word])).toEqual([['leek', true], ['kale', false]]);
    const [leek, kale] = f.keywords as Json[];
    const edited = (
      await s.t.app.inject({
        method: 'PUT',
        url: `/api/v2/filters/${f.id}`,
        headers,
        payload: { title: 'Greens', filter_action: 'warn', keywords_attributes: [{ id: leek.id, _destroy: true }, { id: kale.id, whole_word: true }, { keyword: 'chard' }] },
      })
    ).json() as Json;
    expect(edited.title).toBe('Greens');
    expect(edited.filter_action).toBe('warn');
    expect(edited.keywords.map((k: Json) => [k.keyword, k.whole_word])).toEqual([['kale', true], ['chard', false]]);
    const added = (await s.t.app.inject({ method: 'POST', url: `/api/v2/filters/${f.id}/keywords`, headers, payload: { keyword: 'okra', whole_word: true } })).json();
    expect(added).toMatchObject({ keyword: 'okra', whole_word: true });
    expect((await s.t.app.inject({ method: 'PUT', url: `/api/v2/filters/keywords/${added.id}`, headers, payload: { keyword: 'okras' } })).json().keyword).toBe('okras');
    expect((await s.t.app.inject({ method: 'GET', url: `/api/v2/filters/${f.id}/keywords`, headers })).json()).toHaveLength(3);
    expect((await s.t.app.inject({ method: 'DELETE', url: `/api/v2/filters/keywords/${added.id}`, headers })).json()).toEqual({});
    expect((await s.t.app.inject({ method: 'GET', url: `/api/v2/filters/keywords/${added.id}`, headers })).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/v2/filters/${f.id}`, headers: await s.auth('bob') })).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'POST', url: '/api/v2/filters', headers, payload: { title: '', context: ['home'] } })).statusCode).toBe(422);
    expect((await s.t.app.inject({ method: 'DELETE', url: `/api/v2/filters/${f.id}`, headers })).json()).toEqual({});
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v2/filters', headers })).json()).toEqual([]);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v1/filters', headers })).statusCode).toBe(404);
  });

  it('marks matching statuses with filtered[] for their owner only, in timelines and notifications (expired ones not)', async () => {
    const headers = await s.auth('alice');
    const f = (
      await s.t.app.inject({
        method: 'POST',
        url: '/api/v2/filters',
        headers,
        payload: { title: 'Parsnips', context: ['home'], filter_action: 'warn', keywords_attributes: [{ keyword: 'parsnip', whole_word: true }] },
      })
    ).json() as Json;
    const expired = (
      await s.t.app.inject({ method: 'POST', url: '/api/v2/filters', headers, payload: { title: 'Old', context: ['home'], expires_in: 1, keywords_attributes: [{ keyword: 'parsnip' }] } })
    ).json() as Json;
    s.t.app.ctx.store.run('UPDATE filters SET expires_at = ? WHERE id = ?', [Date.now() - 1, Number(expired.id)]);
    const hit = await s.post('bob', 'A parsnip for @alice');
    const miss = await s.post('bob', 'parsnips, plural');
    const statuses = (await s.t.app.inject({ method: 'GET', url: '/api/v1/timelines/public?limit=40', headers })).json() as Json[];
    const shown = statuses.find((x) => x.id === hit.id)!;
    expect(shown.filtered).toEqual([{ filter: expect.objectContaining({ id: f.id, title: 'Parsnips', filter_action: 'warn', context: ['home'] }), keyword_matches: ['parsnip'], status_matches: null }]);
    expect(statuses.find((x) => x.id === miss.id)!.filtered).toEqual([]);
    const bobView = (await s.t.app.inject({ method: 'GET', url: `/api/v1/statuses/${hit.id}`, headers: await s.auth('bob') })).json();
    expect(bobView.filtered).toEqual([]);
    const notes = (await s.t.app.inject({ method: 'GET', url: '/api/v1/notifications?limit=40', headers })).json() as Json[];
    expect(notes.find((n) => n.status?.id === hit.id)?.status.filtered).toHaveLength(1);
  });
});
