// A store enhancer that lets a run of dispatches tell the store's subscribers once, at its end:
// each dispatch of the run still updates the state at once (thunks read it between steps), but
// the subscribers (every mounted useSelector) check and render once for the whole run.
import type { StoreEnhancer } from '@reduxjs/toolkit';

let holding = 0;
/** Stores changed during the current run, each told once when it ends. */
const owed = new Set<() => void>();

/** Runs `fn`; subscribers of the stores it changed hear of it once, when it returns. */
export function withNotificationsHeld<T>(fn: () => T): T {
  holding += 1;
  try {
    return fn();
  } finally {
    holding -= 1;
    if (holding === 0) {
      const due = [...owed];
      owed.clear();
      for (const notify of due) notify();
    }
  }
}

export const heldNotifications: StoreEnhancer = (createStore) => (reducer, preloaded) => {
  const store = createStore(reducer, preloaded);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  store.subscribe(() => {
    if (holding > 0) owed.add(notify);
    else notify();
  });
  return {
    ...store,
    subscribe(listener: () => void) {
      const own = () => listener();
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
  };
};
