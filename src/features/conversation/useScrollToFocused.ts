// Bring the focused status into view with the highlight margins (100 px top, 50 px
// bottom), and give it keyboard focus, once per focused id when it is on the page.
import { useEffect, useRef, type RefObject } from 'react';

export const MARGIN_TOP = 100;
export const MARGIN_BOTTOM = 50;

/** How far to scroll (window.scrollBy) so a box sits within the margins; 0 when it does. */
export function scrollDelta(rect: { top: number; bottom: number; height: number }, viewport: number): number {
  if (rect.top < MARGIN_TOP) return rect.top - MARGIN_TOP;
  if (rect.height >= viewport - MARGIN_BOTTOM) return rect.top - MARGIN_TOP;
  if (rect.bottom > viewport - MARGIN_BOTTOM) return rect.bottom - viewport + MARGIN_BOTTOM;
  return 0;
}

export function useScrollToFocused(root: RefObject<HTMLElement | null>, id: string, ready: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || done.current === id || !root.current) return;
    const el = root.current.querySelector<HTMLElement>(`[data-status-id="${CSS.escape(id)}"]`);
    if (!el) return;
    done.current = id;
    const delta = scrollDelta(el.getBoundingClientRect(), window.innerHeight);
    if (delta !== 0) window.scrollBy(0, delta);
    el.focus({ preventScroll: true });
  });
}
