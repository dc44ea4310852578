import { ApiError } from '../api/http';
import { fetchTimeline as apiFetchTimeline } from '../api/timelines';
import { normalizeStatuses } from '../entities/status';
import { clearTimelineAndEvict, fetchTimeline } from './timelineThunks';
import { makeStatus, makeUser } from './testing';
import { makeStore } from './index';

vi.mock('../api/timelines', async (orig) => ({ ...(await orig<typeof import('../api/timelines')>()), fetchTimeline: vi.fn() }));
vi.mock('../entities/status', () => ({ normalizeStatuses: vi.fn() }));

const api = vi.mocked(apiFetchTimeline);
const normalize = vi.mocked(normalizeStatuses);

function page(ids: string[], maxId: string | null, minId: string | null) {
  const statuses = ids.map((id) => makeStatus({ id, user: `u${id}` }));
  api.mockResolvedValueOnce({ data: ids.map((id) => ({ id })), status: 200, cursors: { maxId, minId }, headers: new Headers() });
  normalize.mockReturnValueOnce({ entity: statuses, statuses: [], users: ids.map((id) => makeUser({ id: `u${id}` })) });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  api.mockReset();
  normalize.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('fetchTimeline', () => {
  it('fetches, merges users and statuses into their tables and keeps ids in the timeline', async () => {
    const store = makeStore();
    page(['3', '2'], '2', '3');
    await store.dispatch(fetchTimeline('publicAndExternal'));
    const s = store.getState();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'publicAndExternal', maxId: null, sinceId: null, withMuted: true }));
    expect(s.timelines.publicAndExternal.statuses).toEqual(['3', '2']);
    expect(Object.keys(s.statuses).sort()).toEqual(['2', '3']);
    expect(s.users.u3.id).toBe('u3');
  });

  it('passes the cursor for older pages and bottoms out on an empty page', async () => {
    const store = makeStore();
    page(['3', '2'], '2', '3');
    await store.dispatch(fetchTimeline('public'));
    page([], null, null);
    await store.dispatch(fetchTimeline('public', { older: true }));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ timeline: 'public', maxId: '2' }));
    expect(store.getState().timelines.public.bottomedOut).toBe(true);
    // Bottomed out: no further request.
    vi.advanceTimersByTime(2000);
    await store.dispatch(fetchTimeline('public', { older: true }));
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('throttles older fetches to one a second', async () => {
    const store = makeStore();
    page(['3'], '3', '3');
    await store.dispatch(fetchTimeline('friends'));
    page(['2'], '2', '2');
    await store.dispatch(fetchTimeline('friends', { older: true }));
    await store.dispatch(fetchTimeline('friends', { older: true }));
    expect(api).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1001);
    page(['1'], '1', '1');
    await store.dispatch(fetchTimeline('friends', { older: true }));
    expect(store.getState().timelines.friends.statuses).toEqual(['3', '2', '1']);
  });

  it('asks for the largest page when the reader passes more than a page a second', async () => {
    const store = makeStore();
    page(['3'], '3', '3');
    await store.dispatch(fetchTimeline('publicAndExternal'));
    page(['2'], '2', '2');
    vi.advanceTimersByTime(1001);
    await store.dispatch(fetchTimeline('publicAndExternal', { older: true, readingRate: 12 }));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ limit: undefined }));
    vi.advanceTimersByTime(1001);
    page(['1'], '1', '1');
    await store.dispatch(fetchTimeline('publicAndExternal', { older: true, readingRate: 30 }));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 40 }));
    vi.advanceTimersByTime(1001);
    page(['0'], '0', '0');
    await store.dispatch(fetchTimeline('publicAndExternal', { older: true, readingRate: 0, caughtUp: true }));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 40 }));
  });

  it('on error stores it and pushes the timeline.error notice for 5 s', async () => {
    const store = makeStore();
    api.mockRejectedValueOnce(new ApiError('Internal Server Error', { status: 500, statusText: 'Internal Server Error', url: '/x' }));
    await store.dispatch(fetchTimeline('public'));
    const s = store.getState();
    expect(s.timelines.public.error).toMatchObject({ status: 500 });
    expect(s.timelines.public.loading).toBe(false);
    expect(s.notices).toHaveLength(1);
    expect(s.notices[0]).toMatchObject({
      messageKey: 'timeline.error',
      messageArgs: { 0: '500 Internal Server Error' },
      level: 'error',
      timeout: 5000,
    });
    vi.advanceTimersByTime(5000);
    expect(store.getState().notices).toHaveLength(0);
  });

  it('switching tag clears the tag timeline and queries the new tag', async () => {
    const store = makeStore();
    page(['5'], '5', '5');
    await store.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    page(['6'], '6', '6');
    await store.dispatch(fetchTimeline('tag', { tag: 'dogs' }));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ tag: 'dogs' }));
    expect(store.getState().timelines.tag).toMatchObject({ tag: 'dogs', statuses: ['6'] });
  });

  it('clearing a timeline evicts statuses and users nothing else lists', async () => {
    const store = makeStore();
    page(['3', '2'], '2', '3');
    await store.dispatch(fetchTimeline('public'));
    page(['2', '1'], '1', '2');
    await store.dispatch(fetchTimeline('friends'));
    store.dispatch(clearTimelineAndEvict('public'));
    const s = store.getState();
    expect(Object.keys(s.statuses).sort()).toEqual(['1', '2']);
    expect(Object.keys(s.users).sort()).toEqual(['u1', 'u2']);
  });
});
