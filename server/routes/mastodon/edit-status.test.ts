import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../assets/png.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

function suite(flavor: 'pleroma' | 'mastodon') {
  let t: TestApp;
  let auth: (nick: string) => Promise<Record<string, string>>;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, nick: string | null, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: nick ? await auth(nick) : {}, payload });
  const upload = async (nick: string, description: string) => {
    const form = new FormData();
    form.append('file', new Blob([encodePng(8, 6, () => [10, 20, 30])], { type: 'image/png' }), 'dot.png');
    form.append('description', description);
    const body = await multipart(form);
    return (await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: { ...(await auth(nick)), ...body.headers }, payload: body.payload })).json();
  };

  beforeAll(async () => {
    t = await createTestApp({ flavor });
    const tokens = new Map<string, string>();
    auth = async (nick) => {
      if (!tokens.has(nick)) tokens.set(nick, await t.tokenFor(nick));
      return { authorization: `Bearer ${tokens.get(nick)}` };
    };
  });
  afterAll(() => t.close());

  it('edits text, CW and media descriptions, keeps every version, and streams the edit', async () => {
    const media = await upload('alice', 'a dot');
    const s = (await call('POST', '/api/v1/statuses', 'alice', { status: 'first words here', media_ids: [media.id] })).json();
    expect(s.edited_at).toBeNull();
    const never = (await call('GET', `/api/v1/statuses/${s.id}/history`, null)).json();
    expect(never).toHaveLength(1);
    expect(never[0].content).toContain('first words here');

    const source = (await call('GET', `/api/v1/statuses/${s.id}/source`, 'alice')).json();
    expect(source).toEqual(flavor === 'pleroma'
      ? { id: s.id, text: 'first words here', spoiler_text: '', content_type: 'text/plain' }
      : { id: s.id, text: 'first words here', spoiler_text: '' });

    const updated: string[] = [];
    const onUpdated = (id: string) => updated.push(id);
    t.app.ctx.events.on('status:updated', onUpdated);
    const res = await call('PUT', `/api/v1/statuses/${s.id}`, 'alice', {
      status: 'second words here #edited',
      spoiler_text: 'careful',
      media_ids: [media.id],
      media_attributes: [{ id: media.id, description: 'a blue dot' }],
    });
    t.app.ctx.events.off('status:updated', onUpdated);
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited.id).toBe(s.id);
    expect(edited.content).toContain('second words here');
    expect(edited.spoiler_text).toBe('careful');
    expect(edited.sensitive).toBe(true);
    expect(edited.edited_at).toEqual(expect.any(String));
    expect(edited.tags.map((x: Json) => x.name)).toEqual(['edited']);
    expect(edited.media_attachments[0].description).toBe('a blue dot');
    expect(updated).toEqual([s.id]);

    const history = (await call('GET', `/api/v1/statuses/${s.id}/history`, null)).json();
    expect(history.map((v: Json) => v.spoiler_text)).toEqual(['', 'careful']);
    expect(history[0].content).toContain('first words here');
    expect(history[1].content).toContain('second words here');
    expect(history[0].media_attachments[0].description).toBe('a dot');
    expect(history[1].media_attachments[0].description).toBe('a blue dot');
    expect(history[0].account.acct).toBe('alice');
    expect((await call('GET', `/api/v1/statuses/${s.id}/source`, 'alice')).json().text).toBe('second words here #edited');
  });

  it('lets only the author edit: 403 for others, 404 for what they cannot see, refused without a token', async () => {
    const s = (await call('POST', '/api/v1/statuses', 'alice', { status: 'mine' })).json();
    expect((await call('PUT', `/api/v1/statuses/${s.id}`, 'bob', { status: 'hijacked' })).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/statuses/${s.id}/source`, 'bob')).statusCode).toBe(403);
    // Pleroma refuses a missing token with 403, Mastodon with 401 (as requireUser does everywhere).
    expect((await call('PUT', `/api/v1/statuses/${s.id}`, null, { status: 'x' })).statusCode).toBe(flavor === 'pleroma' ? 403 : 401);
    const secret = (await call('POST', '/api/v1/statuses', 'alice', { status: 'only me', visibility: 'direct' })).json();
    expect((await call('PUT', `/api/v1/statuses/${secret.id}`, 'bob', { status: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/statuses/${secret.id}/history`, 'bob')).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/statuses/${s.id}`, 'alice', { status: '' })).statusCode).toBe(422);
    expect((await call('GET', `/api/v1/statuses/${s.id}`, null)).json().content).toBe('mine');
  });

  it('resets the poll votes when the options change, and keeps them when they do not', async () => {
    const s = (await call('POST', '/api/v1/statuses', 'alice', { status: 'pick', poll: { options: ['a', 'b'], expires_in: 3600 } })).json();
    await call('POST', `/api/v1/polls/${s.poll.id}/votes`, 'bob', { choices: [0] });
    const same = (await call('PUT', `/api/v1/statuses/${s.id}`, 'alice', { status: 'pick one', poll: { options: ['a', 'b'], expires_in: 3600 } })).json();
    expect(same.poll.votes_count).toBe(1);
    const changed = (await call('PUT', `/api/v1/statuses/${s.id}`, 'alice', { status: 'pick one', poll: { options: ['a', 'c'], expires_in: 3600 } })).json();
    expect(changed.poll.options.map((o: Json) => [o.title, o.votes_count])).toEqual([['a', 0], ['c', 0]]);
    expect(changed.poll.votes_count).toBe(0);
    const history = (await call('GET', `/api/v1/statuses/${s.id}/history`, null)).json();
    expect(history.map((v: Json) => v.poll.options.map((o: Json) => o.title).join())).toEqual(['a,b', 'a,b', 'a,c']);
  });

  it('sends an update notification to those who repeated the post', async () => {
    const s = (await call('POST', '/api/v1/statuses', 'alice', { status: 'repeat me' })).json();
    await call('POST', `/api/v1/statuses/${s.id}/reblog`, 'bob');
    await call('PUT', `/api/v1/statuses/${s.id}`, 'alice', { status: 'repeat me, edited' });
    const notes = (await call('GET', '/api/v1/notifications', 'bob')).json();
    const update = notes.find((n: Json) => n.type === 'update');
    expect(update.status.id).toBe(s.id);
    expect(update.status.content).toContain('edited');
    expect(update.account.acct).toBe('alice');
    expect((await call('GET', '/api/v1/notifications', 'carol')).json().some((n: Json) => n.type === 'update' && n.status.id === s.id)).toBe(false);
  });

  it('sends an update notification to those who quoted the post, not to its author', async () => {
    const s = (await call('POST', '/api/v1/statuses', 'alice', { status: 'quote me' })).json();
    const quoteField = flavor === 'pleroma' ? { quote_id: s.id } : { quoted_status_id: s.id };
    expect((await call('POST', '/api/v1/statuses', 'carol', { status: 'quoting', ...quoteField })).statusCode).toBe(200);
    await call('PUT', `/api/v1/statuses/${s.id}`, 'alice', { status: 'quote me, edited' });
    const updates = (nick: string) =>
      call('GET', '/api/v1/notifications', nick).then((r) => r.json().filter((n: Json) => n.type === 'update' && n.status.id === s.id));
    expect(await updates('carol')).toHaveLength(1);
    expect(await updates('alice')).toHaveLength(0);
  });

  if (flavor === 'pleroma') {
    it('advertises editing in nodeinfo', async () => {
      const info = (await call('GET', '/nodeinfo/2.1.json', null)).json();
      expect(info.metadata.features).toContain('editing');
    });
  }
}

describe('editing (Pleroma)', () => suite('pleroma'));
describe('editing (mastodon flavour)', () => suite('mastodon'));
