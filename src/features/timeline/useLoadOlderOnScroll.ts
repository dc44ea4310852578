// SPEC §9: older statuses load when the bottom of the page is within 750 px of the viewport,
// checked by a scroll handler debounced 200 ms (the footer button stays for keyboard users).
import { useEffect, useRef } from 'react';
import { debounce } from '../../lib/debounce';

export const LOAD_TRIGGER_PX = 750;
export const SCROLL_DEBOUNCE_MS = 200;

/** True when the bottom of the page is within `LOAD_TRIGGER_PX` of the viewport's bottom. */
export function nearPageBottom(): boolean {
  const pageHeight = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
  // No layout (a page not rendered yet): nothing is known to be near.
  if (pageHeight === 0) return false;
  return window.innerHeight + window.scrollY >= pageHeight - LOAD_TRIGGER_PX;
}

export function useLoadOlderOnScroll(enabled: boolean, loadOlder: () => void): void {
  const latest = useRef(loadOlder);
  latest.current = loadOlder;
  useEffect(() => {
    if (!enabled) return;
    const check = debounce(() => {
      if (nearPageBottom()) latest.current();
    }, SCROLL_DEBOUNCE_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [enabled]);
}
