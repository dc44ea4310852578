import { dismissNotice, pushNotice, selectNotices } from './noticesSlice';
import { makeStore } from './index';

describe('global notices', () => {
  afterEach(() => vi.useRealTimers());

  it('defaults to error level with no automatic timeout', () => {
    vi.useFakeTimers();
    const store = makeStore();
    const id = store.dispatch(pushNotice({ messageKey: 'errors.storage_unavailable' }));
    vi.advanceTimersByTime(60_000);
    expect(selectNotices(store.getState())).toEqual([{ id, messageKey: 'errors.storage_unavailable', level: 'error' }]);
    store.dispatch(dismissNotice(id));
    expect(selectNotices(store.getState())).toEqual([]);
  });

  it('dismisses itself after the given timeout', () => {
    vi.useFakeTimers();
    const store = makeStore();
    store.dispatch(pushNotice({ messageKey: 'timeline.socket_reconnected', level: 'success', timeout: 5000 }));
    vi.advanceTimersByTime(4999);
    expect(selectNotices(store.getState())).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(selectNotices(store.getState())).toHaveLength(0);
  });
});
