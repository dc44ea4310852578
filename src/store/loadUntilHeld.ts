// Older pages of a timeline until it holds a given status (a reading position deep in the list),
// bounded by pages and time; the older-fetch throttle is waited out, never fought.
import { compareIds } from '../lib/ids';
import type { TimelineName } from '../api/timelines';
import type { AppThunk } from './index';
import { fetchTimeline, olderFetchWaitMs } from './timelineThunks';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True once `id` is in the visible list; false when it cannot be (gone, too deep, an error). */
export const loadUntilHeld =
  (name: TimelineName, id: string, maxPages: number, cancelled: () => boolean = () => false, deadlineMs = 30_000): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const until = Date.now() + deadlineMs;
    let pages = 0;
    while (!cancelled() && Date.now() < until) {
      const tl = getState().timelines[name];
      if (tl.visibleStatuses.includes(id)) return true;
      if (tl.loading) {
        await sleep(50);
        continue;
      }
      const oldest = tl.statuses.at(-1);
      // Already past it (deleted or filtered), at the end, or as deep as we go.
      if ((oldest !== undefined && compareIds(oldest, id) < 0) || tl.bottomedOut || tl.error || pages >= maxPages) return false;
      await sleep(olderFetchWaitMs(name));
      pages += 1;
      await dispatch(fetchTimeline(name, { older: true, caughtUp: true }));
    }
    return false;
  };
