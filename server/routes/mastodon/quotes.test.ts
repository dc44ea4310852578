import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function harness(flavor: 'pleroma' | 'mastodon') {
  const h = {} as {
    t: TestApp;
    post: (nick: string, payload: Record<string, unknown>) => Promise<{ statusCode: number; json: () => Json }>;
    get: (nick: string | null, url: string) => Promise<{ statusCode: number; json: () => Json; headers: Record<string, unknown> }>;
    notes: (nick: string, statusId: string) => { type: string }[];
  };
  const tokens = new Map<string, string>();
  const auth = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await h.t.tokenFor(nick));
    return { authorization: `Bearer ${tokens.get(nick)}` };
  };
  beforeAll(async () => {
    h.t = await createTestApp({ flavor });
  });
  afterAll(() => h.t.close());
  h.post = async (nick, payload) => h.t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: await auth(nick), payload });
  h.get = async (nick, url) => h.t.app.inject({ method: 'GET', url, headers: nick ? await auth(nick) : {} });
  h.notes = (nick, statusId) =>
    h.t.app.ctx.store.all<{ type: string }>(
      "SELECT n.type FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.nickname = ? AND u.domain IS NULL AND n.status_id = ?",
      [nick, Number(statusId)],
    );
  return h;
}

describe('quotes, Pleroma flavour', () => {
  const h = harness('pleroma');

  it('advertises quote_posting in nodeinfo', async () => {
    const res = await h.get(null, '/nodeinfo/2.1.json');
    expect(res.json().metadata.features).toContain('quote_posting');
  });

  it('posts a quote with quote_id, renders Pleroma and Akkoma shapes, notifies the quoted author and lists it', async () => {
    const original = (await h.post('bob', { status: 'the original' })).json();
    const created: string[] = [];
    const onNote = (id: string) => created.push(id);
    h.t.app.ctx.events.on('notification:created', onNote);
    const res = await h.post('alice', { status: 'look at this', quote_id: original.id });
    h.t.app.ctx.events.off('notification:created', onNote);
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.pleroma.quote.id).toBe(original.id);
    expect(q.pleroma.quote_id).toBe(original.id);
    expect(q.pleroma.quote_url).toBe(original.url);
    expect(q.pleroma.quote_visible).toBe(true);
    expect(q.quote.id).toBe(original.id);
    expect(h.notes('bob', q.id)).toEqual([{ type: 'mention' }]);
    expect(created).toHaveLength(1);

    const again = (await h.get('bob', `/api/v1/statuses/${original.id}`)).json();
    expect(again.pleroma.quotes_count).toBe(1);
    const list = await h.get(null, `/api/v1/pleroma/statuses/${original.id}/quotes?limit=5`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: Json) => s.id)).toEqual([q.id]);
    expect(String(list.headers.link)).toContain('max_id=');
  });

  it('shows one level: a quote of a quote carries the inner quote as a reference', async () => {
    const a = (await h.post('bob', { status: 'level 0' })).json();
    const b = (await h.post('carol', { status: 'level 1', quote_id: a.id })).json();
    const c = (await h.post('alice', { status: 'level 2', quote_id: b.id })).json();
    expect(c.pleroma.quote.id).toBe(b.id);
    expect(c.pleroma.quote.pleroma.quote).toBeNull();
    expect(c.pleroma.quote.pleroma.quote_id).toBe(a.id);
  });

  it('refuses to quote a direct message or a private post the poster cannot see (422), allows one own private post', async () => {
    const privatePost = (await h.post('carol', { status: 'followers only', visibility: 'private' })).json();
    const hidden = await h.post('bob', { status: 'q', quote_id: privatePost.id });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().error).toBe("You can't quote this post");
    const dm = (await h.post('alice', { status: '@bob secret', visibility: 'direct' })).json();
    const quotedDm = await h.post('bob', { status: 'q', quote_id: dm.id });
    expect(quotedDm.statusCode).toBe(422);
    expect((await h.post('alice', { status: 'q', quote_id: privatePost.id })).statusCode).toBe(422);
    const own = await h.post('carol', { status: 'my own', quote_id: privatePost.id });
    expect(own.statusCode).toBe(200);
    expect((await h.post('alice', { status: 'q', quote_id: '999999999' })).statusCode).toBe(422);
  });

  it('says a quoted post is gone after it is deleted, and hides one the reader may not see', async () => {
    const original = (await h.post('bob', { status: 'soon gone' })).json();
    const q = (await h.post('alice', { status: 'quoting', quote_id: original.id })).json();
    const del = await h.t.app.inject({ method: 'DELETE', url: `/api/v1/statuses/${original.id}`, headers: { authorization: `Bearer ${await h.t.tokenFor('bob')}` } });
    expect(del.statusCode).toBe(200);
    const after = (await h.get('alice', `/api/v1/statuses/${q.id}`)).json();
    expect(after.pleroma.quote).toBeNull();
    expect(after.pleroma.quote_id).toBe(original.id);
    expect(after.pleroma.quote_visible).toBe(true);

    const own = (await h.post('carol', { status: 'private', visibility: 'private' })).json();
    const self = (await h.post('carol', { status: 'public quote of it', quote_id: own.id })).json();
    const seenByVisitor = (await h.get(null, `/api/v1/statuses/${self.id}`)).json();
    expect(seenByVisitor.pleroma.quote).toBeNull();
    expect(seenByVisitor.pleroma.quote_visible).toBe(false);
  });
});

describe('quotes, mastodon flavour', () => {
  const h = harness('mastodon');

  it('posts with quoted_status_id, renders the Quote object and sends a quote notification', async () => {
    const original = (await h.post('bob', { status: 'the original' })).json();
    expect(original.quote_approval).toEqual({ automatic: ['public'], manual: [], current_user: 'automatic' });
    const res = await h.post('alice', { status: 'look', quoted_status_id: original.id, quote_approval_policy: 'public' });
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.quote.state).toBe('accepted');
    expect(q.quote.quoted_status.id).toBe(original.id);
    expect(q.pleroma).toBeUndefined();
    expect(h.notes('bob', q.id)).toEqual([{ type: 'quote' }]);
    const n = (await h.get('bob', '/api/v1/notifications?types[]=quote')).json();
    expect(n.map((x: Json) => x.status.id)).toContain(q.id);
    const list = (await h.get('bob', `/api/v1/statuses/${original.id}/quotes`)).json();
    expect(list.map((s: Json) => s.id)).toEqual([q.id]);
    const inner = (await h.post('carol', { status: 'deeper', quoted_status_id: q.id })).json();
    expect(inner.quote.quoted_status.quote).toEqual({ state: 'accepted', quoted_status_id: original.id });
  });

  it('keeps the quote approval policy: nobody refuses others', async () => {
    const closed = (await h.post('bob', { status: 'no quotes please', quote_approval_policy: 'nobody' })).json();
    const seen = (await h.get('alice', `/api/v1/statuses/${closed.id}`)).json();
    expect(seen.quote_approval.current_user).toBe('denied');
    expect((await h.post('alice', { status: 'q', quoted_status_id: closed.id })).statusCode).toBe(422);
    expect((await h.post('bob', { status: 'q', quoted_status_id: closed.id })).statusCode).toBe(200);
    expect((await h.post('bob', { status: 'q', quote_approval_policy: 'anyone' })).statusCode).toBe(422);
  });
});
