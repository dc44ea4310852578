import { useEffect, useRef, type KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"], [role="menuitemcheckbox"]';

/**
 * Keyboard behaviour of a WAI-ARIA menu list: the first item takes focus when the menu opens;
 * ArrowDown/ArrowUp move (wrapping), Home and End jump to the ends.
 */
export function useMenuNavigation<T extends HTMLElement = HTMLUListElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    const all = [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (next === undefined || all.length === 0) return;
    e.preventDefault();
    all[(next + all.length) % all.length].focus();
  };
  return { ref, onKeyDown };
}
