// The rule: "every item of a pop-up is inside the viewport and receives the click". The check
// runs in the page: each item is brought into view by scrolling only the pop-up's own scroll
// containers, its floating layer included (never the page or a panel around the pop-up, which
// would hide a clipped menu),
// then its centre must lie inside the viewport and hit the item itself.
import { expect, type Locator } from '@playwright/test';

export interface Miss {
  item: string;
  why: string;
}

/** Items of `popup` (matched by `items`, a CSS selector) that cannot be seen or clicked. */
export async function unreachableItems(popup: Locator, items: string): Promise<Miss[]> {
  await expect(popup).toBeVisible();
  return popup.evaluate((root, selector) => {
    const scrollable = (el: Element, axis: 'x' | 'y') => {
      const style = getComputedStyle(el);
      const overflow = axis === 'y' ? style.overflowY : style.overflowX;
      const more = axis === 'y' ? el.scrollHeight > el.clientHeight + 1 : el.scrollWidth > el.clientWidth + 1;
      return more && (overflow === 'auto' || overflow === 'scroll');
    };
    // The pop-up's own box is the floating layer around it where there is one (ui/useFloating: a
    // layer capped by the room beside its anchor scrolls itself).
    const outer = root.closest('[popover]') ?? root;
    const bringIntoView = (item: HTMLElement) => {
      for (let el = item.parentElement; el; el = el.parentElement) {
        const box = el.getBoundingClientRect();
        const r = item.getBoundingClientRect();
        if (scrollable(el, 'y')) el.scrollTop += r.top - box.top - (el.clientHeight - r.height) / 2;
        if (scrollable(el, 'x')) el.scrollLeft += r.left - box.left - (el.clientWidth - r.width) / 2;
        if (el === outer) break;
      }
    };
    const misses: { item: string; why: string }[] = [];
    const all = [...root.querySelectorAll<HTMLElement>(selector)];
    if (all.length === 0) return [{ item: selector, why: 'no items' }];
    for (const item of all) {
      bringIntoView(item);
      const r = item.getBoundingClientRect();
      const name = (item.getAttribute('aria-label') || item.textContent || item.tagName).trim().slice(0, 40);
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      if (r.width === 0 || r.height === 0) {
        misses.push({ item: name, why: 'no size' });
        continue;
      }
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
        misses.push({ item: name, why: `outside the viewport ${vw}x${vh}: ${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}` });
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === item || item.contains(hit))) {
        const by = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
        misses.push({ item: name, why: `covered by ${by}` });
      }
    }
    return misses;
  }, items);
}

/** Fails with the list of items that cannot be seen or clicked. */
export async function expectAllReachable(popup: Locator, items: string, what: string): Promise<void> {
  expect(await unreachableItems(popup, items), what).toEqual([]);
}
