// Streamed events that come close together are handled together: each one in its order, exactly
// as one by one (the same dispatches, the same rules), but in one task whose dispatches render the
// page once (heldNotifications). A burst of posts rendered once per post kept the page busy; a
// few per task at most, so that a burst of fifty is not one long task either (five per task made
// tasks of 43 ms CPU under a profiler for a burst of 50, three 34 ms).
import { withNotificationsHeld } from './heldNotifications';

/** How long the first event of a run waits for the others. */
export const STREAM_BATCH_MS = 100;
/** Events handled in one task; the rest wait for the next task. */
export const STREAM_BATCH_MAX = 3;

export interface StreamBatch<T> {
  push: (event: T) => void;
  /** Handles all that waits, now (before the socket's close or end is handled). */
  flush: () => void;
}

export function streamBatch<T>(handle: (event: T) => void, waitMs = STREAM_BATCH_MS, max = STREAM_BATCH_MAX): StreamBatch<T> {
  let waiting: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = (events: T[]) =>
    withNotificationsHeld(() => {
      for (const event of events) {
        // One event failing must not lose those after it (one by one, each had its own task).
        try {
          handle(event);
        } catch (error) {
          console.error('A streamed event failed', error);
        }
      }
    });
  const next = () => {
    timer = null;
    run(waiting.splice(0, max));
    if (waiting.length > 0) timer = setTimeout(next, 0);
  };
  return {
    push(event) {
      waiting.push(event);
      timer ??= setTimeout(next, waitMs);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const all = waiting;
      waiting = [];
      run(all);
    },
  };
}
