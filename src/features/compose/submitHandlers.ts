// A post form sends on its submit button and on Ctrl+Enter (⌘+Enter on a Mac) from any of its
// fields, as people who write in several clients expect.
import type { FormEvent, KeyboardEvent } from 'react';

/** The form's `onSubmit` and `onKeyDown`, both running `send`. */
export function submitHandlers(send: () => unknown) {
  return {
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      void send();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
      e.preventDefault();
      void send();
    },
  };
}
