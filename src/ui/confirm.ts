// The app's one confirm dialog (instead of the browser's `window.confirm`, which cannot be
// themed, translated by us or read well by every screen reader). A caller asks with
// `useConfirm()` and awaits a boolean; `ConfirmHost` (mounted once by the app) shows the pending
// question. The question lives here, outside any component, because the caller is often a menu
// that unmounts as soon as an item is picked.
import { useSyncExternalStore } from 'react';

export interface ConfirmOptions {
  /** The dialog's heading and accessible name, e.g. the action: "Delete account". */
  title: string;
  /** The question itself; the dialog's accessible description. */
  message: string;
  /** Label of the button that goes ahead (defaults to the title). */
  confirmLabel?: string;
  /** Label of the button that does not (defaults to "Cancel"). */
  cancelLabel?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  answer: (ok: boolean) => void;
}

let pending: ConfirmRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows the question; resolves true when confirmed, false when cancelled (Escape, Cancel, backdrop). */
export function requestConfirm(options: ConfirmOptions): Promise<boolean> {
  // A new question replaces one still open (its caller hears "no").
  pending?.answer(false);
  return new Promise<boolean>((resolve) => {
    const request: ConfirmRequest = {
      ...options,
      id: nextId++,
      answer: (ok) => {
        if (pending === request) {
          pending = null;
          emit();
        }
        resolve(ok);
      },
    };
    pending = request;
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => pending;

/** The question on screen, if any (for ConfirmHost). */
export function usePendingConfirm(): ConfirmRequest | null {
  return useSyncExternalStore(subscribe, current, current);
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return requestConfirm;
}
