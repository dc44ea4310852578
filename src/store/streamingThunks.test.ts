import { fetchTimeline as apiFetchTimeline } from '../api/timelines';
import { setToken } from './authSlice';
import { setOption } from './configSlice';
import { stopAllFetchers } from './fetchers';
import { reconnectDelay, startLive, stopLive, streamFor } from './streamingThunks';
import { makeStore } from './index';
import { timelineReceived } from './timelinesSlice';

vi.mock('../api/timelines', async (orig) => ({ ...(await orig<typeof import('../api/timelines')>()), fetchTimeline: vi.fn() }));
const api = vi.mocked(apiFetchTimeline);

class FakeSocket {
  static all: FakeSocket[] = [];
  url: string;
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1];

function streamingStore(streaming = true) {
  const store = makeStore();
  store.dispatch(setToken('secret-token'));
  store.dispatch(setOption({ name: 'streaming', value: streaming }));
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  api.mockReset();
  api.mockResolvedValue({ data: [], status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() });
});
afterEach(() => {
  stopAllFetchers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('streamFor', () => {
  it('maps timelines to streams; the rest are only polled', () => {
    expect(streamFor('friends')).toEqual({ stream: 'user' });
    expect(streamFor('public')).toEqual({ stream: 'public:local' });
    expect(streamFor('publicAndExternal')).toEqual({ stream: 'public' });
    expect(streamFor('dms')).toEqual({ stream: 'direct' });
    expect(streamFor('tag', { tag: 'cats' })).toEqual({ stream: 'hashtag', tag: 'cats' });
    expect(streamFor('list', { listId: '7' })).toEqual({ stream: 'list', list: '7' });
    expect(streamFor('list')).toBeNull();
    expect(streamFor('bookmarks')).toBeNull();
  });
  it('reconnect delay is 1 s times the retry multiplier, at most 3 s', () => {
    expect([1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 3000, 3000, 3000]);
  });
});

describe('startLive', () => {
  it('streaming off: DISABLED and polls the timeline every 10 s for newer statuses', async () => {
    const store = streamingStore(false);
    store.dispatch(startLive('friends'));
    expect(store.getState().streaming).toMatchObject({ status: 'DISABLED', polling: true, stream: null });
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'friends' }));
  });

  it('opens the user stream with the token in the URL, joins and stops polling', async () => {
    const store = streamingStore();
    store.dispatch(startLive('friends'));
    expect(store.getState().streaming.status).toBe('STARTING_INITIAL');
    const url = new URL(last().url);
    expect(url.pathname).toBe('/api/v1/streaming');
    expect(url.protocol).toBe('ws:');
    expect(url.searchParams.get('stream')).toBe('user');
    expect(url.searchParams.get('access_token')).toBe('secret-token');
    last().open();
    expect(store.getState().streaming).toMatchObject({ status: 'JOINED', polling: false });
    expect(store.getState().notices).toEqual([]); // no "reconnected" on the initial start
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api).not.toHaveBeenCalled();
  });

  it('the first join catches up on what was posted since the page on screen was fetched', async () => {
    const store = streamingStore();
    store.dispatch(timelineReceived({ name: 'friends', ids: ['5'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    store.dispatch(startLive('friends'));
    last().open();
    expect(store.getState().notices).toEqual([]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'friends', sinceId: '5' }));
  });

  it('the first join catches up on an empty page too (a new list)', async () => {
    const store = streamingStore();
    store.dispatch(timelineReceived({ name: 'list', ids: [], returned: 0, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    store.dispatch(startLive('list', { listId: '7' }));
    last().open();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'list' }));
  });

  it('an abnormal close: ERROR, notice with the code, polling, reconnect, then "reconnected"', async () => {
    const store = streamingStore();
    store.dispatch(startLive('public'));
    last().open();
    last().drop(1006);
    const s = store.getState();
    expect(s.streaming).toMatchObject({ status: 'ERROR', closeCode: 1006, polling: true });
    expect(s.notices).toEqual([
      expect.objectContaining({ messageKey: 'timeline.socket_broke', messageArgs: { 0: 1006 }, level: 'error', timeout: 5000 }),
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(store.getState().streaming.status).toBe('STARTING');
    // A failed attempt stays quiet and waits longer.
    last().drop(1006);
    expect(store.getState().notices).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(3);
    // Failed attempts do not restart the polling rhythm: 10 s after the break, a poll ran.
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(3000);
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(4000); // t = 10 s; attempt 5 has started meanwhile
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'public' }));
    last().open();
    expect(store.getState().streaming).toMatchObject({ status: 'JOINED', polling: false });
    // The "lost" notice timed out after 5 s; now the "established" one, plus a catch-up fetch.
    expect(store.getState().notices.map((n) => [n.messageKey, n.level])).toEqual([['timeline.socket_reconnected', 'success']]);
    expect(api).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().notices).toEqual([]);
  });

  it('close 1000/1001: CLOSED and not restarted', async () => {
    const store = streamingStore();
    store.dispatch(startLive('publicAndExternal'));
    last().open();
    last().drop(1001);
    expect(store.getState().streaming).toMatchObject({ status: 'CLOSED', closeCode: 1001 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(store.getState().notices).toEqual([]);
  });

  it('stopLive closes the socket with 1000 and stops polling and reconnecting', async () => {
    const store = streamingStore();
    store.dispatch(startLive('tag', { tag: 'cats' }));
    const socket = last();
    expect(new URL(socket.url).searchParams.get('tag')).toBe('cats');
    socket.drop(1006);
    store.dispatch(stopLive('tag'));
    expect(store.getState().streaming).toMatchObject({ status: 'DISABLED', timeline: null, polling: false });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(api).not.toHaveBeenCalled();
  });

  it('stopLive of another timeline leaves the live one alone', () => {
    const store = streamingStore();
    store.dispatch(startLive('friends'));
    store.dispatch(stopLive('public'));
    expect(last().closedWith).toBeNull();
    store.dispatch(stopLive('friends'));
    expect(last().closedWith).toBe(1000);
  });

  it('without a signed-in user there is nothing to stream: polling only', () => {
    const store = makeStore();
    store.dispatch(setOption({ name: 'streaming', value: true }));
    store.dispatch(startLive('public'));
    expect(store.getState().streaming.status).toBe('DISABLED');
    expect(FakeSocket.all).toHaveLength(0);
  });
});
