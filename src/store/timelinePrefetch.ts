// A visitor's landing timeline, asked for while startup still runs: a public timeline needs no
// token, so it need not wait for app registration and the instance calls. Its statuses are
// normalized while startup waits for the network, each chunk behind startup's own answers. The timeline screen's first fetch takes the
// answer (same query) instead of asking again.
import type { ApiResponse } from '../api/http';
import { fetchTimeline as apiFetchTimeline, type TimelineQuery } from '../api/timelines';
import type { Normalized, Status } from '../entities/types';
import { normalizeInChunks } from './normalizePage';

export interface PrefetchedPage {
  res: ApiResponse<unknown>;
  normalized: Normalized<Status[]>;
}

/** An answer nobody took by then is dropped (the screen asks afresh). */
export const PREFETCH_TTL_MS = 30_000;

const pending = new Map<string, Promise<PrefetchedPage>>();

/** What makes two first-page queries the same; the token is not part of it (see takePrefetched). */
function keyOf(q: TimelineQuery): string {
  return JSON.stringify([q.timeline, q.tag ?? null, q.userId ?? null, q.replyVisibility ?? 'all', q.withMuted ?? true, q.limit ?? null]);
}

/** Starts fetching the first page of `q` without a token. */
export function prefetchTimelinePage(q: TimelineQuery): void {
  const key = keyOf(q);
  if (pending.has(key)) return;
  const answer = apiFetchTimeline({ ...q, token: null, maxId: null, sinceId: null }).then(async (res) => ({
    res,
    normalized: await normalizeInChunks(res.data, true),
  }));
  // A failure is reported by the screen when it asks (it then asks again itself).
  answer.catch(() => undefined);
  pending.set(key, answer);
  setTimeout(() => {
    if (pending.get(key) === answer) pending.delete(key);
  }, PREFETCH_TTL_MS);
}

/**
 * The prefetched first page for this query, once, or null. Only for a visitor: a signed-in
 * user's page depends on who asks.
 */
export function takePrefetched(q: TimelineQuery, signedIn: boolean): Promise<PrefetchedPage> | null {
  if (signedIn) return null;
  const key = keyOf(q);
  const answer = pending.get(key) ?? null;
  pending.delete(key);
  return answer;
}
