// What the outbox holds, as every tab's components see it (a tiny store outside Redux, so the
// buttons on the first screen read it without loading the outbox's code).
import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './types';

export interface OutboxView {
  entries: readonly OutboxEntry[];
  /** Kept in memory only: waiting actions are lost on reload. */
  volatile: boolean;
}

let view: OutboxView = { entries: [], volatile: false };
const listeners = new Set<() => void>();

export function publishOutbox(next: OutboxView): void {
  view = next;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useOutboxView = (): OutboxView => useSyncExternalStore(subscribe, () => view, () => view);

/** `on`: what the kept action set (favourite, not unfavourite); a refusal leaves the opposite. */
export type OutboxMark = { waiting: true; on: boolean } | { waiting: false; error: string; on: boolean } | null;

type Match = (e: OutboxEntry) => boolean;

const markOf = (entry: OutboxEntry | undefined): OutboxMark =>
  !entry ? null : entry.state === 'refused' ? { waiting: false, error: entry.error ?? '', on: entry.on } : { waiting: true, on: entry.on };

// The latest matching entry: after a refusal, a new try of the same action is what the button shows.
const useMark = (match: Match): OutboxMark => markOf(useSyncExternalStore(subscribe, () => view.entries.findLast(match), () => undefined));

/** The mark of `pairKey` among entries already read (a list of buttons reads the view once). */
export const markIn = (entries: readonly OutboxEntry[], pairKey: string): OutboxMark => markOf(entries.findLast((e) => e.pairKey === pairKey));

/**
 * What the last click asked (on or off) while its action waits in the outbox; undefined when none
 * waits. A button shows this over the status's own flag: an answer to another request carries
 * the server's state from before the waiting action, and the button must not jump back to it.
 */
export const waitingIntent = (mark: OutboxMark): boolean | undefined => (mark?.waiting ? mark.on : undefined);

/** `waitingIntent` of `pairKey` now, outside React (a click handler reads it). */
export const waitingIntentOf = (pairKey: string): boolean | undefined => waitingIntent(markIn(view.entries, pairKey));

/** The mark of a button's action (`status:<id>:favourite`, `account:<id>:follow`). */
export const useOutboxMark = (pairKey: string): OutboxMark => useMark((e) => e.pairKey === pairKey);

/** The mark of an action kept without a pair key (a poll vote: `vote`, the poll's id). */
export const useOutboxMarkFor = (kind: OutboxEntry['kind'], target: string): OutboxMark =>
  useMark((e) => e.kind === kind && e.target === target);

