// Reading offline: what a view keeps (bounded, with what its statuses show), the debounced keeper,
// and a request that fails for lack of network answered from the kept copy with its notice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { fetchTimeline as apiFetchTimeline } from '../api/timelines';
import { fetchAccount } from '../api/accounts';
import { entitiesReceived, loggedOut } from './actions';
import { setToken } from './authSlice';
import { conversationFetchStarted, conversationReceived } from './conversationsSlice';
import { makeStore, type AppStore } from './index';
import * as db from './keptViewsDb';
import { conversationViewKey, timelineViewKey } from './keptViewKeys';
import { KEEP_DELAY_MS, keepViews } from './keptViews';
import { KEPT_POSTS, keptViewOf, viewsIn, type KeptView } from './keptViewsRecord';
import { tokenKey } from './lastSeen';
import { makeStatus, makeUser } from './testing';
import { fetchTimeline } from './timelineThunks';
import { timelineParamsSet, timelineReceived } from './timelinesSlice';
import { fetchUser } from './usersThunks';

vi.mock('../api/timelines', async (orig) => ({ ...(await orig<typeof import('../api/timelines')>()), fetchTimeline: vi.fn() }));
vi.mock('../api/accounts', async (orig) => ({ ...(await orig<typeof import('../api/accounts')>()), fetchAccount: vi.fn() }));

const TOKEN = 'secret-token';
const offline = () => new ApiError('Failed to fetch', { status: 0, url: '/api/v1/timelines/tag/cats' });

/** A signed-in session whose #cats timeline shows `count` statuses (the newest a repeat). */
function tagSession(count: number): AppStore {
  const store = makeStore();
  store.dispatch(setToken(TOKEN));
  const statuses = Array.from({ length: count }, (_, i) => makeStatus({ id: String(5000 - i), user: 'a1' }));
  statuses[0] = makeStatus({ id: '5000', user: 'a1', retweeted_status: 'orig' });
  store.dispatch(timelineParamsSet({ name: 'tag', tag: 'Cats' }));
  const ids = statuses.map((s) => s.id);
  // The list first: a page this large would otherwise be swept out as unreferenced.
  store.dispatch(timelineReceived({ name: 'tag', ids, returned: ids.length, cursors: { maxId: null, minId: null }, direction: 'initial' }));
  store.dispatch(
    entitiesReceived({
      users: [makeUser({ id: 'a1', screen_name: 'Author' }), makeUser({ id: 'x1' })],
      statuses: [makeStatus({ id: 'orig', user: 'x1' }), ...statuses],
    }),
  );
  return store;
}

describe('a kept view', () => {
  it('keeps a timeline’s newest statuses, at most KEPT_POSTS, with the accounts and repeated posts they show', () => {
    const state = tagSession(KEPT_POSTS + 30).getState();
    expect([...viewsIn(state).keys()]).toEqual(['timeline:tag:cats']);
    const view = keptViewOf(state, 'timeline:tag:cats', 'owner', 7)!;
    expect(view.ids).toHaveLength(KEPT_POSTS);
    expect(view.ids[0]).toBe('5000');
    expect(view.savedAt).toBe(7);
    expect(view.statuses.map((s) => s.id)).toContain('orig');
    expect(view.users.map((u) => u.id).sort()).toEqual(['a1', 'x1']);
  });

  it('keeps a profile’s posts with its account, found by id or by name', () => {
    const store = tagSession(3);
    store.dispatch(timelineParamsSet({ name: 'user', userId: 'a1' }));
    store.dispatch(timelineReceived({ name: 'user', ids: ['4999'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    const view = keptViewOf(store.getState(), 'timeline:user:a1', 'owner')!;
    expect(view.profileUserId).toBe('a1');
    expect(view.profileKeys).toEqual(['a1', 'author']);
  });

  it('keeps a conversation: the focused status, those above and below', () => {
    const store = tagSession(3);
    store.dispatch(conversationFetchStarted('4999'));
    store.dispatch(conversationReceived({ id: '4999', ancestors: ['5000'], descendants: ['4998'] }));
    const view = keptViewOf(store.getState(), conversationViewKey('4999'), 'owner')!;
    expect(view).toMatchObject({ ids: ['4999'], ancestors: ['5000'], descendants: ['4998'] });
  });
});

describe('keepViews', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes once after a burst, and still keeps a view left before the write', () => {
    const write = vi.spyOn(db, 'writeViews').mockResolvedValue();
    const store = makeStore();
    store.dispatch(setToken(TOKEN));
    const stop = keepViews(store);
    const cats = tagSession(2).getState();
    store.dispatch(entitiesReceived({ users: Object.values(cats.users), statuses: Object.values(cats.statuses) }));
    store.dispatch(timelineParamsSet({ name: 'tag', tag: 'cats' }));
    store.dispatch(timelineReceived({ name: 'tag', ids: ['5000'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    store.dispatch(timelineParamsSet({ name: 'tag', tag: 'dogs' }));
    store.dispatch(timelineReceived({ name: 'tag', ids: ['4999'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(write).toHaveBeenCalledTimes(1);
    const written = write.mock.calls[0][0];
    expect(written.map((v) => [v.key, v.ids])).toEqual([
      ['timeline:tag:cats', ['5000']],
      ['timeline:tag:dogs', ['4999']],
    ]);
    expect(written[0].owner).toBe(tokenKey(TOKEN));
    stop();
  });

  it('keeps nothing for a visitor, and drops what was kept on sign-out', () => {
    const write = vi.spyOn(db, 'writeViews').mockResolvedValue();
    const clear = vi.spyOn(db, 'clearViews').mockResolvedValue();
    const store = tagSession(2);
    const stop = keepViews(store);
    store.dispatch(loggedOut());
    store.dispatch(setToken(''));
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(clear).toHaveBeenCalled();
    stop();
    expect(write.mock.calls.every(([views]) => views.every((v) => v.owner === tokenKey(TOKEN)))).toBe(true);
  });
});

describe('offline, a view opens on its kept copy', () => {
  const kept = (over: Partial<KeptView>): KeptView => ({
    key: 'timeline:tag:cats',
    owner: tokenKey(TOKEN),
    savedAt: Date.UTC(2026, 0, 1, 10, 42),
    ids: ['5000', '4999'],
    statuses: [makeStatus({ id: '5000', user: 'a1' }), makeStatus({ id: '4999', user: 'a1' })],
    users: [makeUser({ id: 'a1', screen_name: 'author' })],
    ...over,
  });
  afterEach(() => vi.restoreAllMocks());

  function signedIn(): AppStore {
    const store = makeStore();
    store.dispatch(setToken(TOKEN));
    keepViews(store);
    return store;
  }

  it('shows the kept statuses and marks when they were kept, with no error notice', async () => {
    vi.mocked(apiFetchTimeline).mockRejectedValue(offline());
    const read = vi.spyOn(db, 'readView').mockResolvedValue(kept({}));
    const store = signedIn();
    await store.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    expect(read).toHaveBeenCalledWith('timeline:tag:cats');
    const s = store.getState();
    expect(s.timelines.tag.visibleStatuses).toEqual(['5000', '4999']);
    expect(s.timelines.tag.error).toBeNull();
    expect(s.keptViews?.shown[timelineViewKey('tag', s.timelines.tag)!]).toBe(Date.UTC(2026, 0, 1, 10, 42));
    expect(s.notices).toHaveLength(0);
  });

  it('puts back a full kept view: none of its statuses is swept out as unreferenced', async () => {
    vi.mocked(apiFetchTimeline).mockRejectedValue(offline());
    const full = tagSession(KEPT_POSTS).getState();
    vi.spyOn(db, 'readView').mockResolvedValue(kept(keptViewOf(full, 'timeline:tag:cats', tokenKey(TOKEN))!));
    const store = signedIn();
    await store.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    const s = store.getState();
    expect(s.timelines.tag.visibleStatuses).toHaveLength(KEPT_POSTS);
    expect(s.timelines.tag.visibleStatuses.every((id) => s.statuses[id])).toBe(true);
  });

  it('never shows another session’s copy, nor one when the server answered with an error', async () => {
    vi.spyOn(db, 'readView').mockResolvedValue(kept({ owner: 'someone-else' }));
    vi.mocked(apiFetchTimeline).mockRejectedValue(offline());
    const store = signedIn();
    await store.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    expect(store.getState().timelines.tag.error?.status).toBe(0);

    vi.spyOn(db, 'readView').mockResolvedValue(kept({}));
    vi.mocked(apiFetchTimeline).mockRejectedValue(new ApiError('Gone', { status: 500, url: '/x' }));
    const other = signedIn();
    await other.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    expect(other.getState().timelines.tag.visibleStatuses).toEqual([]);
  });

  it('opens a profile from the account kept with its posts', async () => {
    vi.mocked(fetchAccount).mockRejectedValue(offline());
    const find = vi.spyOn(db, 'findProfileView').mockResolvedValue(kept({ key: 'timeline:user:a1', profileUserId: 'a1', profileKeys: ['a1', 'author'] }));
    const store = signedIn();
    await expect(store.dispatch(fetchUser('Author', 'name'))).resolves.toBe('a1');
    expect(find).toHaveBeenCalledWith('Author');
    expect(store.getState().users.a1.screen_name).toBe('author');
  });

  it('back online, the notice leaves and new statuses wait behind "show new"', async () => {
    vi.mocked(apiFetchTimeline).mockRejectedValueOnce(offline());
    vi.spyOn(db, 'readView').mockResolvedValue(kept({}));
    const store = signedIn();
    await store.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    vi.mocked(apiFetchTimeline).mockResolvedValue({ data: [], cursors: { maxId: null, minId: null } } as never);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().keptViews?.shown).toEqual({});
    await vi.waitFor(() => expect(apiFetchTimeline).toHaveBeenLastCalledWith(expect.objectContaining({ timeline: 'tag', sinceId: null, maxId: null })));
    expect(store.getState().timelines.tag.visibleStatuses).toEqual(['5000', '4999']);
  });
});

describe('a kept copy on screen, still offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a later fetch that fails ends its loading without an error notice, so the refresh can start', async () => {
    vi.mocked(apiFetchTimeline).mockRejectedValue(offline());
    vi.spyOn(db, 'readView').mockResolvedValue({
      key: 'timeline:tag:cats', owner: tokenKey(TOKEN), savedAt: 1, ids: ['5000'], statuses: [makeStatus({ id: '5000', user: 'a1' })], users: [],
    });
    const store = makeStore();
    store.dispatch(setToken(TOKEN));
    keepViews(store);
    await store.dispatch(fetchTimeline('tag', { tag: 'cats' }));
    await store.dispatch(fetchTimeline('tag', { older: true }));
    expect(store.getState().timelines.tag.loading).toBe(false);
    expect(store.getState().notices).toHaveLength(0);
    expect(store.getState().timelines.tag.visibleStatuses).toEqual(['5000']);
  });
});
