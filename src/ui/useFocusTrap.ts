import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin } from './focusable';

/**
 * Keeps Tab / Shift+Tab inside `ref` while `active`, moves focus in on activation and gives it
 * back to whatever had it before on deactivation (so closing a dialog returns focus to its opener).
 * Returns a keydown handler to put on the container. With `onEscape`, Escape calls it (and stops
 * there, so an outer dialog stays open); without, Escape is left to the caller.
 */
/** The open traps, innermost last. */
const openTraps: object[] = [];

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void) {
  // A layout effect: focus is inside before the first paint, so neither a reader nor a test
  // ever meets the open dialog with focus still on its opener.
  useLayoutEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    if (root && !root.contains(document.activeElement)) {
      const autofocus = root.querySelector<HTMLElement>('[data-autofocus]');
      (autofocus ?? focusableWithin(root)[0] ?? root).focus();
    }
    return () => {
      if (previous && previous.isConnected && typeof previous.focus === 'function') previous.focus();
    };
  }, [active, ref]);

  // A focused control that becomes disabled (a submit button while sending) drops focus to the
  // body without any event, and keys no longer reach the dialog: Escape still closes it then,
  // and Tab comes back into it.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const trap = {};
    openTraps.push(trap);
    const onKey = (event: globalThis.KeyboardEvent) => {
      const root = ref.current;
      // Only the innermost open dialog answers, and only while focus is nowhere.
      if (!root || openTraps[openTraps.length - 1] !== trap) return;
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      if (event.key === 'Escape' && escape.current) escape.current();
      else if (event.key === 'Tab') {
        event.preventDefault();
        (focusableWithin(root)[0] ?? root).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openTraps.splice(openTraps.indexOf(trap), 1);
    };
  }, [active, ref]);

  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !ref.current) return;
      const items = focusableWithin(ref.current);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === ref.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [ref, onEscape],
  );
}
