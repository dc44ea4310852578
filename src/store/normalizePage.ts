// A fetched page of statuses normalized a few per task (shared by the timeline fetch, the
// startup prefetch of a visitor's first page and the notifications' pages).
import { normalizeStatuses, type AccountMemo } from '../entities/status';
import type { Normalized, Status } from '../entities/types';
import { whenIdle } from '../lib/idle';

/** Statuses sanitized per task: a whole page in one task was a long task on slow machines. */
const NORMALIZE_CHUNK = 5;

/**
 * Lets the browser run other tasks (input, frames) between chunks; not a timer, so not throttled.
 * `scheduler.yield` resumes ahead of other queued tasks; `behindOthers` waits in line instead, so
 * network answers that arrived meanwhile are handled first (the startup prefetch: startup's own
 * requests must not wait for 20 statuses to be sanitized).
 */
export function yieldToBrowser(behindOthers: boolean): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (!behindOthers && typeof s?.yield === 'function') return s.yield();
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const emptyPage = (): Normalized<Status[]> => ({ entity: [], users: [], statuses: [] });

function append(out: Normalized<Status[]>, part: Normalized<Status[]>): void {
  out.entity.push(...part.entity);
  out.users.push(...part.users);
  out.statuses.push(...part.statuses);
}

/** Runs `each` over a page a few items per task (each item sanitizes its HTML), yielding between. */
export async function inChunks<T>(items: readonly T[], each: (chunk: T[]) => void, behindOthers = false): Promise<void> {
  for (let i = 0; i < items.length; i += NORMALIZE_CHUNK) {
    if (i > 0 || behindOthers) await yieldToBrowser(behindOthers);
    each(items.slice(i, i + NORMALIZE_CHUNK));
  }
}

/** normalizeStatuses of a page, a few statuses per task. */
export async function normalizeInChunks(data: unknown, behindOthers = false): Promise<Normalized<Status[]>> {
  if (!Array.isArray(data)) return normalizeStatuses(data);
  const out = emptyPage();
  const accounts: AccountMemo = new Map();
  await inChunks(data, (chunk) => append(out, normalizeStatuses(chunk, accounts)), behindOthers);
  return out;
}

/**
 * normalizeStatuses of a page in the browser's idle time, a status at a time while the idle
 * period lasts: for statuses nobody sees yet, so that frames and input go first.
 */
export async function normalizeWhenIdle(data: unknown[]): Promise<Normalized<Status[]>> {
  const out = emptyPage();
  const accounts: AccountMemo = new Map();
  let i = 0;
  while (i < data.length) {
    const deadline = await whenIdle();
    do {
      append(out, normalizeStatuses([data[i++]], accounts));
    } while (i < data.length && deadline.timeRemaining() > 2);
  }
  return out;
}
