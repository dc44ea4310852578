import { withNotificationsHeld } from './heldNotifications';
import { statusesReceived } from './statusesSlice';
import { makeStatus } from './testing';
import { makeStore } from './index';

describe('withNotificationsHeld', () => {
  it('each dispatch updates the state at once; subscribers hear once, at the end', () => {
    const store = makeStore();
    const heard = vi.fn();
    store.subscribe(heard);
    const seenInside: number[] = [];
    withNotificationsHeld(() => {
      store.dispatch(statusesReceived([makeStatus({ id: '1' })]));
      seenInside.push(Object.keys(store.getState().statuses).length);
      withNotificationsHeld(() => store.dispatch(statusesReceived([makeStatus({ id: '2' })])));
      seenInside.push(Object.keys(store.getState().statuses).length);
      expect(heard).not.toHaveBeenCalled();
    });
    expect(seenInside).toEqual([1, 2]);
    expect(heard).toHaveBeenCalledTimes(1);
    // Outside a run, every dispatch is heard.
    store.dispatch(statusesReceived([makeStatus({ id: '3' })]));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('a run that throws still tells the subscribers; unsubscribing works', () => {
    const store = makeStore();
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    expect(() =>
      withNotificationsHeld(() => {
        store.dispatch(statusesReceived([makeStatus({ id: '1' })]));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch(statusesReceived([makeStatus({ id: '2' })]));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
