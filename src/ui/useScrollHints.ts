import { useEffect, type RefObject } from 'react';

/**
 * Marks a scroll container with `data-more-above` / `data-more-below` while there is content out
 * of view that way, so CSS can show a fade at that edge: a tall panel column visibly scrolls.
 */
export function useScrollHints(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const above = el.scrollTop > 1;
      const below = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
      el.toggleAttribute('data-more-above', above);
      el.toggleAttribute('data-more-below', below);
    };
    el.addEventListener('scroll', update, { passive: true });
    // Panels load and grow after mount; the window changes height. The observer's first call
    // comes after the browser's own layout, so mounting forces no extra layout to read heights.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (!resize) update();
    resize?.observe(el);
    for (const child of Array.from(el.children)) resize?.observe(child);
    const mutations = typeof MutationObserver === 'function' ? new MutationObserver(() => {
      for (const child of Array.from(el.children)) resize?.observe(child);
      update();
    }) : null;
    mutations?.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
      mutations?.disconnect();
    };
  }, [ref]);
}
