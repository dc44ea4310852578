import { handleStreamMessage, markStatusDeleted } from './streamingEvents';
import { chatUpdateStreamed, filtersChangedStreamed, notificationStreamed } from './streamingActions';
import { statusesReceived } from './statusesSlice';
import { makeStatus, rawStatusJson } from './testing';
import { timelineReceived } from './timelinesSlice';
import { makeStore } from './index';
import { setOption } from './configSlice';

const rawStatus = rawStatusJson;
const loadedFriends = () => {
  const store = makeStore();
  store.dispatch(timelineReceived({ name: 'friends', ids: ['1'], returned: 1, cursors: { maxId: '1', minId: '1' }, direction: 'initial' }));
  return store;
};

describe('handleStreamMessage', () => {
  it('update: the status goes to the tables and counts as new on the live timeline', () => {
    const store = loadedFriends();
    store.dispatch(handleStreamMessage('friends', { event: 'update', payload: rawStatus('5'), stream: ['user'] }));
    const s = store.getState();
    expect(s.statuses['5'].id).toBe('5');
    expect(s.users['7'].screen_name).toBe('bob');
    expect(s.timelines.friends.statuses).toEqual(['5', '1']);
    expect(s.timelines.friends.newStatusCount).toBe(1);
    // The same status again is not new twice.
    store.dispatch(handleStreamMessage('friends', { event: 'update', payload: rawStatus('5'), stream: ['user'] }));
    expect(store.getState().timelines.friends.newStatusCount).toBe(1);
  });

  it('update with the reader at the top: added and shown in one change of the timeline', () => {
    const store = loadedFriends();
    store.dispatch(setOption({ name: 'streaming', value: true }));
    const changes: unknown[] = [store.getState().timelines.friends];
    store.subscribe(() => {
      const tl = store.getState().timelines.friends;
      if (changes[changes.length - 1] !== tl) changes.push(tl);
    });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    store.dispatch(handleStreamMessage('friends', { event: 'update', payload: rawStatus('5'), stream: ['user'] }));
    now.mockRestore();
    expect(changes).toHaveLength(2);
    expect(store.getState().timelines.friends).toMatchObject({ visibleStatuses: ['5', '1'], newStatusCount: 0, shownAt: 1_000_000 });
    // Already listed: the list stays as it was.
    store.dispatch(handleStreamMessage('friends', { event: 'update', payload: rawStatus('5'), stream: ['user'] }));
    expect(store.getState().timelines.friends.shownAt).toBe(1_000_000);
  });

  it('update while scrolled down, or while others wait: counted, not shown', () => {
    const store = loadedFriends();
    store.dispatch(setOption({ name: 'streaming', value: true }));
    window.scrollY = 400;
    store.dispatch(handleStreamMessage('friends', { event: 'update', payload: rawStatus('5'), stream: ['user'] }));
    window.scrollY = 0;
    // Back at the top, the timeline stays paused while one waits.
    store.dispatch(handleStreamMessage('friends', { event: 'update', payload: rawStatus('6'), stream: ['user'] }));
    expect(store.getState().timelines.friends).toMatchObject({ visibleStatuses: ['1'], newStatusCount: 2 });
  });

  it('status.update: the edited version replaces the status everywhere, and joins no timeline', () => {
    const store = loadedFriends();
    store.dispatch(statusesReceived([makeStatus({ id: '1', text: 'before' })]));
    const edited = { ...rawStatus('1'), content: '<p>after</p>', edited_at: '2024-01-02T00:00:00.000Z' };
    store.dispatch(handleStreamMessage('friends', { event: 'status.update', payload: edited, stream: ['user'] }));
    const s = store.getState();
    expect(s.statuses['1']).toMatchObject({ text: 'after', edited_at: '2024-01-02T00:00:00.000Z' });
    expect(s.timelines.friends.statuses).toEqual(['1']);
    expect(s.timelines.friends.newStatusCount).toBe(0);
  });

  it('update before the first page: kept in the table only', () => {
    const store = makeStore();
    store.dispatch(handleStreamMessage('public', { event: 'update', payload: rawStatus('5'), stream: ['public'] }));
    expect(store.getState().statuses['5']).toBeDefined();
    expect(store.getState().timelines.public.statuses).toEqual([]);
  });

  it('delete marks the status and its repeats deleted', () => {
    const store = makeStore();
    store.dispatch(statusesReceived([makeStatus({ id: '1' }), makeStatus({ id: '2', type: 'retweet', retweeted_status: '1' }), makeStatus({ id: '3' })]));
    store.dispatch(handleStreamMessage('public', { event: 'delete', payload: '1', stream: ['public'] }));
    const st = store.getState().statuses;
    expect([st['1'].deleted, st['2'].deleted, st['3'].deleted]).toEqual([true, true, false]);
    // Unknown ids are ignored.
    expect(() => store.dispatch(markStatusDeleted('404'))).not.toThrow();
  });

  it('notification, filters_changed, pleroma:chat_update: actions other slices listen to', () => {
    const store = makeStore();
    const seen: string[] = [];
    const dispatch = vi.fn((a: Parameters<typeof store.dispatch>[0]) => store.dispatch(a));
    const run = (thunk: ReturnType<typeof handleStreamMessage>) => thunk(dispatch as never, store.getState, undefined);
    run(
      handleStreamMessage('friends', {
        event: 'notification',
        payload: { id: '9', type: 'mention', created_at: '2024-01-01T00:00:00.000Z', account: rawStatus('5').account, status: rawStatus('5') },
        stream: ['user'],
      }),
    );
    run(handleStreamMessage('friends', { event: 'filters_changed', payload: undefined, stream: ['user'] }));
    run(
      handleStreamMessage('friends', {
        event: 'pleroma:chat_update',
        payload: { id: '3', account: rawStatus('5').account, unread: 1, updated_at: '2024-01-01T00:00:00.000Z' },
        stream: ['user'],
      }),
    );
    for (const call of dispatch.mock.calls) {
      const a = call[0] as { type?: string };
      if (a && typeof a === 'object' && a.type) seen.push(a.type);
    }
    expect(seen).toEqual(expect.arrayContaining([notificationStreamed.type, filtersChangedStreamed.type, chatUpdateStreamed.type]));
    expect(store.getState().statuses['5']).toBeDefined();
  });

  it('other events are warned about and dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = loadedFriends();
    const before = store.getState();
    store.dispatch(handleStreamMessage('friends', { event: 'conversation', payload: rawStatus('5'), stream: ['user'] }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('conversation'));
    expect(store.getState()).toBe(before);
    warn.mockRestore();
  });
});
