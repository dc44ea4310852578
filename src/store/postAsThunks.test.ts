import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './index';
import { accountKey, ACCOUNTS_KEY, type StoredAccount } from './accounts';
import { PERSIST_KEY } from './persistence';
import { postAsAccount } from './postAsThunks';
import { makeStatus } from './testing';
import type { PostStatusParams } from '../entities/postStatusParams';

const here = window.location.origin;
const alice: StoredAccount = { origin: here, app: null, token: 'alice-token', id: '1', acct: 'alice@here', avatar: '' };
const bob: StoredAccount = { origin: here, app: null, token: 'bob-token', id: '2', acct: 'bob@here', avatar: '' };
const carol: StoredAccount = { origin: 'https://two.example', app: null, token: 'carol-token', id: '3', acct: 'carol@two.example', avatar: '' };

const params: PostStatusParams = {
  status: 'hello there', spoilerText: 'cw', visibility: 'unlisted', sensitive: false, contentType: null,
  mediaIds: [], poll: null, inReplyToId: null, language: 'en',
};
const replyTo = makeStatus({ id: '5', uri: `${here}/objects/5`, external_url: `${here}/notice/5` });

/** The server side: search answers with `found`, a post is created as id 77. */
function serve(found: unknown[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes('/api/v2/search') ? { statuses: found } : { id: '77', content: 'hello there', account: { id: '3', acct: 'carol', username: 'carol' } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: String(input),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
  }));

describe('posting as another kept account', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify({ version: 1, accounts: [alice, bob, carol] }));
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: 'alice-token' } }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('replies on another instance to the post as found there, with that account\'s token', async () => {
    const fetchMock = serve([{ id: '900', uri: replyTo.uri, url: replyTo.external_url, content: 'x', account: { id: '8', acct: 'alice@here', username: 'alice' } }]);
    const out = await makeStore().dispatch(postAsAccount(accountKey(carol), { ...params, status: '@alice hello there', inReplyToId: '5' }, 'key-1', replyTo));
    expect(out).toEqual({ kind: 'posted', acct: '@carol@two.example' });
    const [search, post] = calls(fetchMock);
    expect(search!.url).toContain('https://two.example/api/v2/search?');
    expect(search!.url).toContain('resolve=true');
    expect(post!.url).toBe('https://two.example/api/v1/statuses');
    expect(post!.method).toBe('POST');
    expect(post!.headers.get('Authorization')).toBe('Bearer carol-token');
    expect(post!.headers.get('Idempotency-Key')).toBe('key-1');
    // alice of this instance, named so on the other one.
    expect(post!.body).toMatchObject({ status: `@alice@${new URL(here).host} hello there`, spoiler_text: 'cw', visibility: 'unlisted', language: 'en', in_reply_to_id: '900' });
  });

  it('posts nothing when the other instance cannot find the replied-to post, and says so', async () => {
    const fetchMock = serve([]);
    const out = await makeStore().dispatch(postAsAccount(accountKey(carol), { ...params, inReplyToId: '5' }, 'key-2', replyTo));
    expect(out).toEqual({ kind: 'error', messageKey: 'accounts.not_found_there' });
    expect(calls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('on the same instance replies to the same id directly, without a search', async () => {
    const fetchMock = serve([]);
    const out = await makeStore().dispatch(postAsAccount(accountKey(bob), { ...params, status: '@alice hello there', inReplyToId: '5' }, 'key-3', replyTo));
    expect(out).toEqual({ kind: 'posted', acct: '@bob@here' });
    const sent = calls(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${here}/api/v1/statuses`);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer bob-token');
    expect(sent[0]!.body).toMatchObject({ status: '@alice hello there', in_reply_to_id: '5' });
  });

  it('never sends media of the active account as another one', async () => {
    const fetchMock = serve([]);
    const out = await makeStore().dispatch(postAsAccount(accountKey(bob), { ...params, mediaIds: ['m1'] }, 'key-4', null));
    expect(out.kind).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
