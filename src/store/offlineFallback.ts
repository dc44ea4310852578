// A signed-in person's request that failed for lack of network may be answered from a kept copy
// (store/keptViews.ts, its own chunk, loaded with the session already).
import { selectUserToken } from './authSlice';
import type { AppThunk } from './index';

type KeptViews = typeof import('./keptViews');

/** What `pick` answers from the kept views after failure `e`; null when not for lack of network. */
export const keptInstead =
  <T>(e: unknown, pick: (m: KeptViews) => AppThunk<Promise<T>>): AppThunk<Promise<T | null>> =>
  async (dispatch, getState) => {
    if (!selectUserToken(getState())) return null;
    try {
      const m = await import('./keptViews');
      return m.lackOfNetwork(e) ? await dispatch(pick(m)) : null;
    } catch {
      return null;
    }
  };
