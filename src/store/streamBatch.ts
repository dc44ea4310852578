// Streamed events that come close together are handled together: each one in its order, exactly
// as one by one (the same dispatches, the same rules), but in one task whose dispatches render the
// page once (heldNotifications). A burst of posts rendered once per post kept the page busy.
import type { StreamMessage } from '../api/streaming';
import { withNotificationsHeld } from './heldNotifications';

/** How long the first event of a run waits for the others. */
export const STREAM_BATCH_MS = 100;

export interface StreamBatch {
  push: (msg: StreamMessage) => void;
  /** Handles what waits now (before the socket's close or end is handled). */
  flush: () => void;
}

export function streamBatch(handle: (msg: StreamMessage) => void, waitMs = STREAM_BATCH_MS): StreamBatch {
  let waiting: StreamMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const run = waiting;
    waiting = [];
    if (run.length === 0) return;
    withNotificationsHeld(() => {
      for (const msg of run) {
        // One event failing must not lose those after it (one by one, each had its own task).
        try {
          handle(msg);
        } catch (error) {
          console.error('Streamed event failed', msg.event, error);
        }
      }
    });
  };
  return {
    push(msg) {
      waiting.push(msg);
      timer ??= setTimeout(flush, waitMs);
    },
    flush,
  };
}
