// Popups (popovers, menus, tooltips) are placed by CSS next to their trigger; near a screen edge
// that can put them partly off-screen (the reaction picker on a 390 px phone ran to x 479). This
// hook measures the open popup and shifts it sideways so it stays inside the viewport.
import { useLayoutEffect, type RefObject } from 'react';

/** Space kept between a popup and the viewport edge, px. */
export const VIEWPORT_MARGIN = 8;

/** The sideways shift (px, negative = left) that brings [left, right] inside [margin, width - margin]. */
export function horizontalShift(left: number, right: number, viewportWidth: number, margin = VIEWPORT_MARGIN): number {
  const overRight = right - (viewportWidth - margin);
  let shift = overRight > 0 ? -overRight : 0;
  // Too wide for both edges: keep the start edge visible (CSS caps the width anyway).
  if (left + shift < margin) shift = margin - left;
  return shift;
}

function fit(el: HTMLElement): void {
  el.style.translate = '';
  const rect = el.getBoundingClientRect();
  const width = document.documentElement.clientWidth || window.innerWidth;
  const shift = horizontalShift(rect.left, rect.right, width);
  if (shift !== 0) el.style.translate = `${Math.round(shift)}px 0`;
}

export function useFitViewport(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    fit(el);
    const refit = () => fit(el);
    window.addEventListener('resize', refit);
    // Content that loads later (a lazy picker behind a spinner) changes the popup's size.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(refit) : null;
    observer?.observe(el);
    return () => {
      window.removeEventListener('resize', refit);
      observer?.disconnect();
    };
  }, [ref, open]);
}
