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

export type OutboxMark = { waiting: true } | { waiting: false; error: string } | null;

/** The mark of a button's action (`status:<id>:favourite`, `account:<id>:follow`). */
export function useOutboxMark(pairKey: string): OutboxMark {
  const entry = useSyncExternalStore(
    subscribe,
    () => view.entries.find((e) => e.pairKey === pairKey),
    () => undefined,
  );
  if (!entry) return null;
  return entry.state === 'refused' ? { waiting: false, error: entry.error ?? '' } : { waiting: true };
}
