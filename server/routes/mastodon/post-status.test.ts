import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../assets/png.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A multipart body as a browser's FormData would send it. */
async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('POST /api/v1/statuses', () => {
  let t: TestApp;
  let auth: (nick: string) => Promise<Record<string, string>>;
  const post = async (nick: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: { ...(await auth(nick)), ...headers }, payload });
  const count = (sql: string, params: unknown[] = []) => t.app.ctx.store.get<{ n: number }>(sql, params)!.n;
  const upload = async (nick: string) => {
    const form = new FormData();
    form.append('file', new Blob([encodePng(8, 6, () => [10, 20, 30])], { type: 'image/png' }), 'dot.png');
    const body = await multipart(form);
    return (await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: { ...(await auth(nick)), ...body.headers }, payload: body.payload })).json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const tokens = new Map<string, string>();
    auth = async (nick) => {
      if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
      return { authorization: `Bearer ${tokens.get(nick)}` };
    };
  });
  afterAll(() => t.close());

  it('renders plain text with mentions, hashtags and links, and notifies the mentioned', async () => {
    const created: string[] = [];
    const notified: string[] = [];
    const onStatus = (id: string) => created.push(id);
    const onNote = (id: string) => notified.push(id);
    t.app.ctx.events.on('status:created', onStatus).on('notification:created', onNote);
    const res = await post('alice', { status: 'Hi @bob and @dave@remote.example <b>\nsee https://example.com/a_b #PostTest :starling:' });
    t.app.ctx.events.off('status:created', onStatus).off('notification:created', onNote);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.content).toContain('<span class="h-card"><a class="u-url mention"');
    expect(s.content).toMatch(/href="http:\/\/localhost(:80)?\/users\/bob"/);
    expect(s.content).toContain('href="https://remote.example/users/dave"');
    expect(s.content).toContain('&lt;b&gt;<br/>');
    expect(s.content).toContain('<a href="https://example.com/a_b" rel="ugc">');
    expect(s.content).toMatch(/<a class="hashtag" data-tag="posttest" href="[^"]*\/tag\/posttest" rel="tag ugc">#PostTest<\/a>/);
    expect(s.mentions.map((m: Json) => m.acct).sort()).toEqual(['bob', 'dave@remote.example']);
    expect(s.tags).toEqual([expect.objectContaining({ name: 'posttest' })]);
    expect(s.emojis.map((e: Json) => e.shortcode)).toEqual(['starling']);
    expect(s.visibility).toBe('public');
    expect(s.application.name).toBe('starling-tests');
    expect(s.pleroma.content['text/plain']).toContain('Hi @bob');
    expect(created).toEqual([s.id]);
    const bobId = t.app.ctx.store.get<{ id: number }>("SELECT id FROM users WHERE nickname = 'bob' AND domain IS NULL")!.id;
    const notes = t.app.ctx.store.all<{ id: number; type: string; user_id: number }>('SELECT id, type, user_id FROM notifications WHERE status_id = ?', [Number(s.id)]);
    expect(notes).toEqual([{ id: expect.any(Number), type: 'mention', user_id: bobId }]); // dave is remote
    expect(notified).toEqual([String(notes[0].id)]);
  });

  it('indexes hashtags for the tag timeline', async () => {
    const s = (await post('bob', { status: 'Trying the #ZebraCrossing tag' })).json();
    const tl = (await t.app.inject('/api/v1/timelines/tag/zebracrossing')).json();
    expect(tl.map((x: Json) => x.id)).toEqual([s.id]);
  });

  it('renders markdown safely, keeping emoji shortcodes and mentions', async () => {
    const status = [
      '**bold** and _em_ and `a<b>` and ~~gone~~ :blob_green: @bob',
      '[site](https://example.org/x) [bad](javascript:alert(1))',
      '',
      '> quoted',
      '',
      '- one',
      '- two',
      '',
      '```',
      '<script>x</script>',
      '```',
    ].join('\n');
    const s = (await post('alice', { status, content_type: 'text/markdown' })).json();
    expect(s.content).toContain('<strong>bold</strong>');
    expect(s.content).toContain('<em>em</em>');
    expect(s.content).toContain('<code>a&lt;b&gt;</code>');
    expect(s.content).toContain('<del>gone</del>');
    expect(s.content).toContain(':blob_green:');
    expect(s.content).toContain('class="u-url mention"');
    expect(s.content).toContain('<a href="https://example.org/x" rel="ugc">site</a>');
    expect(s.content).not.toContain('href="javascript');
    expect(s.content).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(s.content).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(s.content).toContain('<pre><code>&lt;script&gt;x&lt;/script&gt;</code></pre>');
    expect(s.content).not.toContain('<script');
    expect(s.emojis.map((e: Json) => e.shortcode)).toEqual(['blob_green']);
    expect(s.mentions.map((m: Json) => m.acct)).toEqual(['bob']);
  });

  it('renders bbcode', async () => {
    const status = '[b]bold[/b] [i]it[/i] [u]u[/u] [s]s[/s] [url=https://example.org]site[/url] [url]javascript:x[/url] [code]<tag>[/code] [quote]q #bbtag[/quote] [/b]';
    const s = (await post('alice', { status, content_type: 'text/bbcode' })).json();
    expect(s.content).toContain('<strong>bold</strong> <em>it</em> <u>u</u> <del>s</del>');
    expect(s.content).toContain('<a href="https://example.org" rel="ugc">site</a>');
    expect(s.content).toContain('[url]javascript:x[/url]');
    expect(s.content).toContain('<code>&lt;tag&gt;</code>');
    expect(s.content).toMatch(/<blockquote>q <a class="hashtag"[^>]*>#bbtag<\/a><\/blockquote>/);
    expect(s.content).toContain('[/b]');
    expect(s.tags.map((x: Json) => x.name)).toEqual(['bbtag']);
  });

  it('sanitizes html input to the allow-list', async () => {
    const status =
      '<p class="mention evil">Hi <script>alert(1)</script><b onclick="x()">bold</b> <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://ok.example/" target="_blank" style="color:red">ok</a> @bob &amp; #htmltag</p><img src=x onerror=alert(1)><style>p{}</style><iframe src="https://x"></iframe>';
    const s = (await post('alice', { status, content_type: 'text/html' })).json();
    expect(s.content).toContain('<p class="mention">Hi <b>bold</b> <a>bad</a> <a href="https://ok.example/">ok</a> ');
    expect(s.content).toContain('&amp; <a class="hashtag"');
    expect(s.content).toContain('class="u-url mention"');
    for (const bad of ['<script', 'onclick', 'javascript:', '<img', 'onerror', 'target=', 'style', '<iframe', 'evil']) {
      expect(s.content).not.toContain(bad);
    }
    expect(s.mentions.map((m: Json) => m.acct)).toEqual(['bob']);
  });

  it('falls back to plain text for unknown content types', async () => {
    const s = (await post('alice', { status: '**x**', content_type: 'text/x-unknown' })).json();
    expect(s.content).toBe('**x**');
  });

  it('shows a direct post to its addressees only', async () => {
    const s = (await post('alice', { status: '@bob a secret just for you', visibility: 'direct' })).json();
    expect(s.visibility).toBe('direct');
    const url = `/api/v1/statuses/${s.id}`;
    expect((await t.app.inject({ url, headers: await auth('bob') })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: await auth('carol') })).statusCode).toBe(404);
    expect((await t.app.inject(url)).statusCode).toBe(404);
    const direct = (await t.app.inject({ url: '/api/v1/timelines/direct', headers: await auth('bob') })).json();
    expect(direct.map((x: Json) => x.id)).toContain(s.id);
    const pub = (await t.app.inject('/api/v1/timelines/public?limit=40')).json();
    expect(pub.map((x: Json) => x.id)).not.toContain(s.id);
  });

  it('threads replies, keeps replies to direct posts direct, and hides invisible parents', async () => {
    const root = (await post('alice', { status: 'Thread root for replies' })).json();
    const reply = (await post('bob', { status: 'a reply without a mention', in_reply_to_id: root.id })).json();
    expect(reply.in_reply_to_id).toBe(root.id);
    expect(reply.in_reply_to_account_id).toBe(root.account.id);
    expect(reply.pleroma.conversation_id).toBe(root.pleroma.conversation_id);
    expect(reply.mentions.map((m: Json) => m.acct)).toEqual(['alice']); // the replied-to author is addressed
    const ctx = (await t.app.inject(`/api/v1/statuses/${root.id}/context`)).json();
    expect(ctx.descendants.map((x: Json) => x.id)).toEqual([reply.id]);
    const up = (await t.app.inject(`/api/v1/statuses/${reply.id}/context`)).json();
    expect(up.ancestors.map((x: Json) => x.id)).toEqual([root.id]);

    const dm = (await post('alice', { status: '@bob psst', visibility: 'direct' })).json();
    const dmReply = (await post('bob', { status: 'psst back', in_reply_to_id: dm.id, visibility: 'public' })).json();
    expect(dmReply.visibility).toBe('direct');
    expect((await t.app.inject({ url: `/api/v1/statuses/${dmReply.id}`, headers: await auth('alice') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/statuses/${dmReply.id}`, headers: await auth('carol') })).statusCode).toBe(404);

    const hidden = await post('robot', { status: 'sneaky', in_reply_to_id: dm.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'Record not found' });
    expect((await post('robot', { status: 'x', in_reply_to_id: 'nope' })).statusCode).toBe(404);
  });

  it('creates polls and validates them', async () => {
    const ok = await post('alice', { status: 'Tea or coffee?', poll: { options: ['Tea', 'Coffee'], expires_in: 600, multiple: true } });
    expect(ok.statusCode).toBe(200);
    const poll = ok.json().poll;
    expect(poll.options.map((o: Json) => o.title)).toEqual(['Tea', 'Coffee']);
    expect(poll.multiple).toBe(true);
    expect(Date.parse(poll.expires_at) - Date.now()).toBeGreaterThan(590_000);
    const bad = async (p: Record<string, unknown>) => {
      const res = await post('alice', { status: 'poll', poll: p });
      expect(res.statusCode).toBe(422);
      return res.json().error as string;
    };
    expect(await bad({ options: ['Only one'], expires_in: 600 })).toMatch(/at least 2/);
    expect(await bad({ options: ['Same', 'Same'], expires_in: 600 })).toMatch(/unique/);
    expect(await bad({ options: ['A', ''], expires_in: 600 })).toMatch(/blank/);
    expect(await bad({ options: ['A', 'B', 'C', 'D', 'E'], expires_in: 600 })).toMatch(/more than 4/);
    expect(await bad({ options: ['A', 'x'.repeat(256)], expires_in: 600 })).toMatch(/longer than 255/);
    expect(await bad({ options: ['A', 'B'], expires_in: 10 })).toMatch(/too soon/);
    expect(await bad({ options: ['A', 'B'], expires_in: 86401 })).toMatch(/too far/);
    expect(await bad({ options: ['A', 'B'], expires_in: 'soon' })).toMatch(/integer/);
    expect(await bad({ options: ['A', 'B'] })).toMatch(/expiration/);
    const media = await upload('alice');
    const both = await post('alice', { status: 'x', media_ids: [media.id], poll: { options: ['A', 'B'], expires_in: 600 } });
    expect(both.statusCode).toBe(422);
  });

  it('parses url-encoded and multipart bodies into the same shape', async () => {
    const form = 'status=Form+poll&poll[options][]=Left&poll[options][]=Right&poll[expires_in]=3600&sensitive=true&spoiler_text=cw';
    const urlencoded = await t.app.inject({
      method: 'POST', url: '/api/v1/statuses', payload: form,
      headers: { ...(await auth('alice')), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(200);
    expect(urlencoded.json().poll.options.map((o: Json) => o.title)).toEqual(['Left', 'Right']);
    expect(urlencoded.json()).toMatchObject({ sensitive: true, spoiler_text: 'cw' });

    const first = await upload('alice');
    const second = await upload('alice');
    const fd = new FormData();
    fd.append('status', 'Two pictures #multipart');
    fd.append('media_ids[]', first.id);
    fd.append('media_ids[]', second.id);
    fd.append('visibility', 'unlisted');
    const body = await multipart(fd);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', payload: body.payload, headers: { ...(await auth('alice')), ...body.headers } });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.visibility).toBe('unlisted');
    expect(s.media_attachments.map((a: Json) => a.id)).toEqual([first.id, second.id]);
    expect(s.media_attachments[0].meta.original).toMatchObject({ width: 8, height: 6 });
    // Attached uploads cannot be claimed again, and nobody can use someone else's.
    expect((await post('alice', { status: 'again', media_ids: [first.id] })).statusCode).toBe(422);
    const bobs = await upload('bob');
    const stolen = await post('alice', { status: 'mine now', media_ids: [bobs.id] });
    expect(stolen.statusCode).toBe(422);
    expect((await post('alice', { status: 'many', media_ids: ['1', '2', '3', '4', '5'] })).statusCode).toBe(422);
    const mediaOnly = await post('bob', { media_ids: [bobs.id] });
    expect(mediaOnly.statusCode).toBe(200);
    expect(mediaOnly.json().content).toBe('');
  });

  it('refuses empty and over-long posts', async () => {
    const empty = await post('alice', { status: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ error: "Validation failed: Text can't be blank" });
    expect((await post('alice', {})).statusCode).toBe(422);
    const long = await post('alice', { status: 'x'.repeat(4990), spoiler_text: 'y'.repeat(11) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error).toMatch(/character limit/);
    expect((await post('alice', { status: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect((await post('alice', { status: 'hi', visibility: 'everyone' })).statusCode).toBe(422);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', payload: { status: 'hi' } });
    expect(anon.statusCode).toBe(403);
    const readOnly = await t.tokenFor('alice', 'read');
    const denied = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', payload: { status: 'hi' }, headers: { authorization: `Bearer ${readOnly}` } });
    expect(denied.statusCode).toBe(403);
  });

  it('returns the same status for a repeated Idempotency-Key', async () => {
    const before = count('SELECT COUNT(*) AS n FROM statuses');
    const a = (await post('alice', { status: 'only once' }, { 'idempotency-key': 'key-1' })).json();
    const b = (await post('alice', { status: 'only once' }, { 'idempotency-key': 'key-1' })).json();
    expect(b.id).toBe(a.id);
    expect(count('SELECT COUNT(*) AS n FROM statuses')).toBe(before + 1);
    const otherUser = (await post('bob', { status: 'only once' }, { 'idempotency-key': 'key-1' })).json();
    expect(otherUser.id).not.toBe(a.id);
    const otherKey = (await post('alice', { status: 'only once' }, { 'idempotency-key': 'key-2' })).json();
    expect(otherKey.id).not.toBe(a.id);
  });

  it('renders a preview without storing anything', async () => {
    const media = await upload('alice');
    const before = count('SELECT COUNT(*) AS n FROM statuses');
    const notes = count('SELECT COUNT(*) AS n FROM notifications');
    const res = await post('alice', { status: '**preview** @bob #previewtag', content_type: 'text/markdown', preview: true, media_ids: [media.id] });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.content).toContain('<strong>preview</strong>');
    expect(s.media_attachments).toHaveLength(1);
    expect(count('SELECT COUNT(*) AS n FROM statuses')).toBe(before);
    expect(count('SELECT COUNT(*) AS n FROM notifications')).toBe(notes);
    expect(count('SELECT COUNT(*) AS n FROM attachments WHERE id = ? AND status_id IS NULL', [Number(media.id)])).toBe(1);
    expect((await t.app.inject(`/api/v1/statuses/${s.id}`)).statusCode).toBe(404);
    expect((await post('alice', { status: '', preview: true })).statusCode).toBe(422);
  });

  it('supports Pleroma explicit addressing, expiry and conversation replies', async () => {
    const s = (await post('alice', { status: 'hello @bob', visibility: 'direct', to: ['carol'] })).json();
    expect(s.mentions.map((m: Json) => m.acct)).toEqual(['carol']);
    expect((await t.app.inject({ url: `/api/v1/statuses/${s.id}`, headers: await auth('carol') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/statuses/${s.id}`, headers: await auth('bob') })).statusCode).toBe(404);

    const expiring = (await post('alice', { status: 'gone tomorrow', expires_in: 86400 })).json();
    expect(Date.parse(expiring.pleroma.expires_at) - Date.now()).toBeGreaterThan(86_000_000);
    expect((await post('alice', { status: 'too soon', expires_in: 60 })).statusCode).toBe(422);

    const dm = (await post('alice', { status: '@bob @carol group chat', visibility: 'direct' })).json();
    const reply = (await post('carol', { status: 'hi both', in_reply_to_conversation_id: String(dm.pleroma.direct_conversation_id) })).json();
    expect(reply.visibility).toBe('direct');
    expect(reply.in_reply_to_id).toBe(dm.id);
    expect(reply.mentions.map((m: Json) => m.acct).sort()).toEqual(['alice', 'bob']);
    expect((await post('robot', { status: 'x', in_reply_to_conversation_id: String(dm.pleroma.conversation_id) })).statusCode).toBe(404);
  });
});

describe('POST /api/v1/statuses in the mastodon flavor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ flavor: 'mastodon' });
  });
  afterAll(() => t.close());

  it('ignores content_type and preview', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers, payload: { status: '**not bold**', content_type: 'text/markdown', preview: true } });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.content).toBe('**not bold**');
    expect(s.pleroma).toBeUndefined();
    expect((await t.app.inject(`/api/v1/statuses/${s.id}`)).statusCode).toBe(200);
  });
});
