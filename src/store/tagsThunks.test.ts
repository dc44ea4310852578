import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './index';
import { ensureTagsSlice, selectFollowsTag } from './tagsSlice';
import { loadTagFollowing, setTagFollowed } from './tagsThunks';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('tag follow thunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads following from the tag entity, and a follow from its answer', async () => {
    const store = makeStore();
    ensureTagsSlice(store);
    vi.stubGlobal('fetch', answer(200, { name: 'cats', url: 'https://x.example/tags/cats', history: [], following: false }));
    await store.dispatch(loadTagFollowing('Cats'));
    expect(selectFollowsTag(store.getState(), 'cats')).toBe(false);
    vi.stubGlobal('fetch', answer(200, { name: 'cats', url: 'https://x.example/tags/cats', history: [], following: true }));
    expect(await store.dispatch(setTagFollowed('cats', true))).toBe(true);
    expect(selectFollowsTag(store.getState(), 'CATS')).toBe(true);
  });

  it('takes a tag the server does not know (404) as not followed', async () => {
    const store = makeStore();
    ensureTagsSlice(store);
    vi.stubGlobal('fetch', answer(404, { error: 'Not Found' }));
    await store.dispatch(loadTagFollowing('unused'));
    expect(selectFollowsTag(store.getState(), 'unused')).toBe(false);
  });

  it('leaves the state unknown on other failures', async () => {
    const store = makeStore();
    ensureTagsSlice(store);
    vi.stubGlobal('fetch', answer(500, { error: 'boom' }));
    await store.dispatch(loadTagFollowing('x'));
    expect(selectFollowsTag(store.getState(), 'x')).toBeUndefined();
  });
});
