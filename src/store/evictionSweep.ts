// The statuses table stays bounded in a long session: streaming adds statuses all day,
// and the lists that reference them are bounded, so what nothing references is swept out once it
// piles up. The table holds at most what open lists reference plus UNREFERENCED_STATUS_BOUND.
import type { Middleware } from '@reduxjs/toolkit';
import { evictUnreferenced } from './eviction';
import type { AppDispatch, RootState } from './index';

/** Statuses no open list references that may pile up before a sweep drops them all. */
export const UNREFERENCED_STATUS_BOUND = 100;

/** Sweeps when the table outgrows what the last sweep kept by the bound (an O(n) pass, rarely). */
export const evictionSweep: Middleware<object, RootState> = (api) => {
  let keptLastTime = 0;
  let table: RootState['statuses'] | null = null;
  let size = 0;
  return (next) => (action) => {
    const result = next(action);
    const statuses = api.getState().statuses;
    if (statuses === table) return result;
    table = statuses;
    size = Object.keys(statuses).length;
    if (size > keptLastTime + UNREFERENCED_STATUS_BOUND) {
      (api.dispatch as AppDispatch)(evictUnreferenced());
      table = api.getState().statuses;
      keptLastTime = Object.keys(table).length;
    }
    return result;
  };
};
