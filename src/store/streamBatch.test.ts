import type { StreamMessage } from '../api/streaming';
import { setOption } from './configSlice';
import { STREAM_BATCH_MAX, STREAM_BATCH_MS, streamBatch } from './streamBatch';
import { handleStreamMessage } from './streamingEvents';
import { timelineReceived } from './timelinesSlice';
import { makeStore, type AppThunk } from './index';
import { rawStatusJson } from './testing';

const rawStatus = rawStatusJson;
const update = (id: string): StreamMessage => ({ event: 'update', payload: rawStatus(id), stream: ['user'] });

/** 25 posts, with a repeat of one, a delete and an edit coming in between. */
const burst: StreamMessage[] = [
  ...Array.from({ length: 12 }, (_, i) => update(String(10 + i))),
  update('12'),
  { event: 'delete', payload: '11', stream: ['user'] },
  { event: 'status.update', payload: { ...rawStatus('13', '<p>edited</p>'), edited_at: '2024-01-02T00:00:00.000Z' }, stream: ['user'] },
  ...Array.from({ length: 13 }, (_, i) => update(String(30 + i))),
];

function liveFriends() {
  const store = makeStore();
  store.dispatch(setOption({ name: 'streaming', value: true }));
  store.dispatch(timelineReceived({ name: 'friends', ids: ['1'], returned: 1, cursors: { maxId: '1', minId: '1' }, direction: 'initial' }));
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.scrollY = 0;
});

describe('streamBatch', () => {
  it.each([
    ['at the top', 0],
    ['scrolled down', 400],
  ])('a run of events ends exactly as the same events one by one (%s)', async (_, scrollY) => {
    window.scrollY = scrollY;
    const oneByOne = liveFriends();
    for (const msg of burst) oneByOne.dispatch(handleStreamMessage('friends', msg));

    const batched = liveFriends();
    const heard = vi.fn();
    batched.subscribe(heard);
    const events = streamBatch<AppThunk>((thunk) => batched.dispatch(thunk));
    for (const msg of burst) events.push(handleStreamMessage('friends', msg));
    await vi.advanceTimersByTimeAsync(STREAM_BATCH_MS - 1);
    expect(heard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The first few in one task, heard once; the rest in the next tasks.
    expect(heard).toHaveBeenCalledTimes(1);
    expect(batched.getState().statuses['10']).toBeDefined();
    expect(batched.getState().statuses[String(10 + STREAM_BATCH_MAX)]).toBeUndefined();
    await vi.runAllTimersAsync();

    expect(heard).toHaveBeenCalledTimes(Math.ceil(burst.length / STREAM_BATCH_MAX));
    expect(batched.getState().timelines).toEqual(oneByOne.getState().timelines);
    expect(batched.getState().statuses).toEqual(oneByOne.getState().statuses);
    const friends = batched.getState().timelines.friends;
    // Statuses arriving one at a time never queue a reload, however many come in one run.
    expect(friends.flushMarker).toBe(false);
    expect(scrollY === 0 ? friends.visibleStatuses.length : friends.newStatusCount).toBe(scrollY === 0 ? 26 : 25);
    expect(batched.getState().statuses['11'].deleted).toBe(true);
    expect(batched.getState().statuses['13'].text).toBe('edited');
  });

  it('flush handles all that waits at once; an event that fails loses none after it', () => {
    const handled: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = streamBatch<StreamMessage>((msg) => {
      if (msg.event === 'bad') throw new Error('bad');
      handled.push(msg.event);
    });
    events.push({ event: 'bad', payload: null, stream: [] });
    for (let i = 0; i < STREAM_BATCH_MAX + 2; i++) events.push(update(String(i)));
    expect(handled).toEqual([]);
    events.flush();
    expect(handled).toHaveLength(STREAM_BATCH_MAX + 2);
    expect(error).toHaveBeenCalledTimes(1);
    // The timer of the flushed run is gone: nothing is handled twice.
    vi.advanceTimersByTime(STREAM_BATCH_MS);
    expect(handled).toHaveLength(STREAM_BATCH_MAX + 2);
  });
});
