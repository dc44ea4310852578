/**
 * Scrolls `strip` (a tab strip, either axis) just enough to show all of `item`, with a little of
 * its neighbour. Only the strip moves: scrollIntoView would also scroll the page or a dialog.
 * Relative scrollLeft changes move the same way in left-to-right and right-to-left.
 */
export function revealInStrip(strip: HTMLElement, item: HTMLElement, peek = 24): void {
  const s = strip.getBoundingClientRect();
  const r = item.getBoundingClientRect();
  if (strip.scrollWidth > strip.clientWidth) {
    if (r.left < s.left) strip.scrollLeft -= s.left - r.left + peek;
    else if (r.right > s.right) strip.scrollLeft += r.right - s.right + peek;
  }
  if (strip.scrollHeight > strip.clientHeight) {
    if (r.top < s.top) strip.scrollTop -= s.top - r.top + peek;
    else if (r.bottom > s.bottom) strip.scrollTop += r.bottom - s.bottom + peek;
  }
}
