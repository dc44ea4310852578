// The statuses table stays bounded in a long session: streaming adds statuses all day,
// and the lists that reference them are bounded, so what nothing references is swept out once it
// piles up. The table holds at most what open lists reference plus UNREFERENCED_STATUS_BOUND and
// what the last two arrivals brought.
import type { Middleware } from '@reduxjs/toolkit';
import { evictUnreferenced } from './eviction';
import type { AppDispatch, RootState } from './index';

/** Statuses no open list references that may pile up before a sweep drops them all. */
export const UNREFERENCED_STATUS_BOUND = 100;

/**
 * Sweeps when the table outgrows what the last sweep kept by the bound (an O(n) pass, rarely).
 * What the action that tipped it over brought is kept: a thunk lists its statuses (a page, a
 * streamed status, a conversation's context) in the dispatch after the one that stores them, and
 * sweeping in between dropped them before their list named them.
 */
export const evictionSweep: Middleware<object, RootState> = (api) => {
  let keptLastTime = 0;
  let table: RootState['statuses'] | null = null;
  return (next) => (action) => {
    const result = next(action);
    const statuses = api.getState().statuses;
    if (statuses === table) return result;
    const before = table;
    table = statuses;
    const ids = Object.keys(statuses);
    if (ids.length > keptLastTime + UNREFERENCED_STATUS_BOUND) {
      const arrived = ids.filter((id) => !before || !(id in before));
      (api.dispatch as AppDispatch)(evictUnreferenced(arrived));
      table = api.getState().statuses;
      keptLastTime = Object.keys(table).length;
    }
    return result;
  };
};
