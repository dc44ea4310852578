import { ApiError } from '../api/http';
import { fetchTimeline as apiFetchTimeline } from '../api/timelines';
import { normalizeStatuses } from '../entities/status';
import { setToken } from './authSlice';
import { makeStore } from './index';
import { makeStatus, makeUser } from './testing';
import { FIRST_PART, prefetchTimelinePage } from './timelinePrefetch';
import { fetchTimeline } from './timelineThunks';

vi.mock('../api/timelines', async (orig) => ({ ...(await orig<typeof import('../api/timelines')>()), fetchTimeline: vi.fn() }));
vi.mock('../entities/status', () => ({ normalizeStatuses: vi.fn() }));

const api = vi.mocked(apiFetchTimeline);
const normalize = vi.mocked(normalizeStatuses);

function answer(ids: string[]) {
  return { data: ids.map((id) => ({ id })), status: 200, cursors: { maxId: ids[ids.length - 1] ?? null, minId: ids[0] ?? null }, headers: new Headers() };
}
function normalizes(ids: string[]) {
  normalize.mockReturnValueOnce({ entity: ids.map((id) => makeStatus({ id, user: 'u' })), statuses: [], users: [makeUser({ id: 'u' })] });
}

beforeEach(() => {
  api.mockReset();
  normalize.mockReset();
});

describe('a visitor timeline prefetched during startup', () => {
  it('is asked for without a token, normalized, and taken by the screen\'s first fetch instead of a second request', async () => {
    api.mockResolvedValueOnce(answer(['9', '8']));
    prefetchTimelinePage({ timeline: 'tag', tag: 'birds', replyVisibility: 'all', withMuted: true });
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'tag', tag: 'birds', token: null }));
    const store = makeStore();
    normalizes(['9', '8']);
    await store.dispatch(fetchTimeline('tag', { tag: 'birds' }));
    expect(api).toHaveBeenCalledTimes(1);
    expect(store.getState().timelines.tag.statuses).toEqual(['9', '8']);
  });

  it('is not used for another query, nor twice', async () => {
    api.mockResolvedValueOnce(answer(['9']));
    normalizes(['9']);
    prefetchTimelinePage({ timeline: 'public', withMuted: true });
    // The prefetch normalizes behind other queued tasks: wait until it has.
    await vi.waitFor(() => expect(normalize).toHaveBeenCalledTimes(1));
    const store = makeStore();
    api.mockResolvedValueOnce(answer(['5']));
    normalizes(['5']);
    await store.dispatch(fetchTimeline('publicAndExternal'));
    expect(store.getState().timelines.publicAndExternal.statuses).toEqual(['5']);
    await store.dispatch(fetchTimeline('public'));
    expect(store.getState().timelines.public.statuses).toEqual(['9']);
    api.mockResolvedValueOnce(answer(['7']));
    normalizes(['7']);
    await store.dispatch(fetchTimeline('public', { newer: true }));
    expect(api).toHaveBeenCalledTimes(3);
  });

  it('is ignored once a user is signed in, and asked again when it failed', async () => {
    api.mockResolvedValueOnce(answer(['9']));
    normalizes(['9']);
    prefetchTimelinePage({ timeline: 'public', withMuted: true });
    await vi.waitFor(() => expect(normalize).toHaveBeenCalledTimes(1));
    const member = makeStore();
    member.dispatch(setToken('user-token'));
    api.mockResolvedValueOnce(answer(['4']));
    normalizes(['4']);
    await member.dispatch(fetchTimeline('public'));
    expect(member.getState().timelines.public.statuses).toEqual(['4']);

    api.mockRejectedValueOnce(new ApiError('Bad Gateway', { status: 502, statusText: 'Bad Gateway', url: '/x' }));
    prefetchTimelinePage({ timeline: 'publicAndExternal', withMuted: true });
    const visitor = makeStore();
    api.mockResolvedValueOnce(answer(['3']));
    normalizes(['3']);
    await visitor.dispatch(fetchTimeline('publicAndExternal'));
    expect(visitor.getState().timelines.publicAndExternal.statuses).toEqual(['3']);
    expect(visitor.getState().timelines.publicAndExternal.error).toBeFalsy();
  });

  it('takes a page that came with the page: what fills a screen before mount, the rest when the browser is idle', async () => {
    normalize.mockImplementation((data) => ({
      entity: (data as { id: string }[]).map((d) => makeStatus({ id: d.id, user: 'u' })),
      statuses: [],
      users: [makeUser({ id: 'u' })],
    }));
    const ids = ['20', '19', '18', '17', '16', '15', '14', '13', '12', '11'];
    const store = makeStore();
    // Nothing prefetched for this query: startup's fetch before mount does nothing.
    await store.dispatch(fetchTimeline('publicAndExternal', { prefetchedOnly: true }));
    expect(store.getState().timelines.publicAndExternal.loaded).toBe(false);

    prefetchTimelinePage({ timeline: 'publicAndExternal', withMuted: true }, ids.map((id) => ({ id })));
    await store.dispatch(fetchTimeline('publicAndExternal', { prefetchedOnly: true }));
    expect(api).not.toHaveBeenCalled();
    expect(store.getState().timelines.publicAndExternal.statuses).toEqual(ids.slice(0, FIRST_PART));
    // Loading until the rest is in: the end of the first part must not start an older fetch.
    expect(store.getState().timelines.publicAndExternal.loading).toBe(true);
    await vi.waitFor(() => expect(store.getState().timelines.publicAndExternal.statuses).toEqual(ids));
    const tl = store.getState().timelines.publicAndExternal;
    expect(tl.maxId).toBe('11');
    expect(tl.bottomedOut).toBe(false);
    expect(tl.loading).toBe(false);
  });
});
