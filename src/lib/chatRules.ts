// The pure rules of a chat: id order, grouping by day, culling,
// the send retry backoff and when a read marker is worth sending. No React, no store.

export const CHAT_POLL_MS = 5000;
export const CHAT_PAGE = 20;
/** Messages kept when the reader sits at the bottom long enough. */
export const CHAT_KEEP = 50;
/**
 * Arrivals never grow the open chat past this many messages: the oldest go instead (they load
 * again at the top). Only the reader's own paging up holds more.
 */
export const CHAT_HELD = 400;
export const CULL_AFTER_MS = 5000;
export const MARK_READ_AFTER_MS = 1500;
export const NEAR_BOTTOM_PX = 150;
/** After a layout change (an image loaded, the form grew), "still at the bottom" is tighter. */
export const LAYOUT_BOTTOM_PX = 10;
export const MAX_SEND_RETRIES = 10;
export const RETRY_BASE_MS = 1000;
export const INPUT_MAX_HEIGHT_PX = 160;

/** Numeric string ids (Pleroma flake ids are not numeric, so fall back to plain string order). */
export function compareChatIds(a: string, b: string): number {
  const digits = /^\d+$/;
  let x = a;
  let y = b;
  if (digits.test(a) && digits.test(b)) {
    x = a.replace(/^0+(?=\d)/, '');
    y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Delay before send retry number `attempt` (0-based): 1000 ms × 2^n. */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_MS * 2 ** attempt;
}

/** A send is retried on a 5xx or a network failure (status 0), up to MAX_SEND_RETRIES times. */
export function shouldRetrySend(status: number, attempt: number): boolean {
  return attempt < MAX_SEND_RETRIES && (status === 0 || status >= 500);
}

/**
 * The ids to drop so that only the newest `keep` remain (ids sorted oldest first). Messages not yet
 * on the server (pending or failed) are never culled.
 */
export function idsToCull(sortedIds: string[], keep = CHAT_KEEP): string[] {
  return sortedIds.length > keep ? sortedIds.slice(0, sortedIds.length - keep) : [];
}

/** The read marker to send, or null when it would say nothing new. */
export function readIdToSend(newestId: string | null, lastSentId: string | null): string | null {
  if (newestId === null) return null;
  if (lastSentId !== null && compareChatIds(newestId, lastSentId) <= 0) return null;
  return newestId;
}

export interface Dated {
  id: string;
  created_at: string;
}

export type DayItem<T> = { kind: 'date'; key: string; day: Date } | { kind: 'message'; key: string; message: T };

function dayKey(d: Date): string {
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Messages (oldest first) with a date separator before the first message of each local day. */
export function groupByDay<T extends Dated>(messages: T[]): DayItem<T>[] {
  const out: DayItem<T>[] = [];
  let current = '';
  for (const m of messages) {
    const d = new Date(m.created_at);
    const key = Number.isNaN(d.getTime()) ? current || 'unknown' : dayKey(d);
    if (key !== current) {
      current = key;
      out.push({ kind: 'date', key: `date-${key}`, day: d });
    }
    out.push({ kind: 'message', key: m.id, message: m });
  }
  return out;
}

export function isSameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

/** Distance from the bottom of a scroller, in px. */
export function distanceFromBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): number {
  return Math.max(0, el.scrollHeight - el.scrollTop - el.clientHeight);
}
