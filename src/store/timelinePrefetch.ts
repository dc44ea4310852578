// A visitor's landing timeline, asked for while startup still runs: a public timeline needs no
// token, so it need not wait for app registration and the instance calls. Its statuses are
// normalized while startup waits for the network, each chunk behind startup's own answers. The
// timeline screen's first fetch takes the answer (same query) instead of asking again.
import type { ApiResponse } from '../api/http';
import { fetchTimeline as apiFetchTimeline, type TimelineQuery } from '../api/timelines';
import type { Normalized, Status } from '../entities/types';
import { normalizeInChunks } from './normalizePage';

export interface PrefetchedPage {
  res: ApiResponse<unknown>;
  normalized: Normalized<Status[]>;
  /**
   * An embedded page comes in two parts: what fills a screen, normalized before mount, and the
   * rest (raw), left for after the first statuses are painted.
   */
  rest?: unknown[];
}

/** Statuses of an embedded page normalized before mount: more than a tall screen shows. */
export const FIRST_PART = 6;

/** An answer nobody took by then is dropped (the screen asks afresh). */
export const PREFETCH_TTL_MS = 30_000;

const pending = new Map<string, Promise<PrefetchedPage>>();

/** What makes two first-page queries the same; the token is not part of it (see takePrefetched). */
function keyOf(q: TimelineQuery): string {
  return JSON.stringify([q.timeline, q.tag ?? null, q.userId ?? null, q.replyVisibility ?? 'all', q.withMuted ?? true, q.limit ?? null]);
}

/**
 * Starts fetching the first page of `q` without a token, or takes `embedded` (the page's own
 * preload of the same query) as the answer.
 */
export function prefetchTimelinePage(q: TimelineQuery, embedded?: unknown[]): void {
  const key = keyOf(q);
  if (pending.has(key)) return;
  const head = embedded?.slice(0, FIRST_PART);
  const rest = embedded && embedded.length > FIRST_PART ? embedded.slice(FIRST_PART) : undefined;
  const res: Promise<ApiResponse<unknown>> = head
    ? Promise.resolve({ data: head, status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() })
    : apiFetchTimeline({ ...q, token: null, maxId: null, sinceId: null });
  const answer = res.then(async (r) => ({ res: r, normalized: await normalizeInChunks(r.data, true), rest }));
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
