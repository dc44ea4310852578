// The reading line is the top edge of what the reader sees (below the fixed top bar). The post
// across it is the reading position; the offset is how much of that post is above the line.
import { heightOf } from '../../../ui/virtual/heightCache';
import { ITEM_ATTR, placingPage } from '../../../ui/virtual/useVirtualWindow';
import type { Target } from './choosePosition';

export function readingLineY(): number {
  const bar = document.querySelector('.top-bar');
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/** The rendered post across the reading line (or the first one below it). */
export function postAtReadingLine(feed: HTMLElement): Target | null {
  const y = readingLineY();
  for (const el of feed.querySelectorAll<HTMLElement>(`[${ITEM_ATTR}]`)) {
    const box = el.getBoundingClientRect();
    // Less than a pixel below the line is a post passed (sub-pixel layout on dense screens).
    if (box.bottom > y + 1) return { id: el.getAttribute(ITEM_ATTR) ?? '', offset: Math.max(0, Math.round(y - box.top)) };
  }
  return null;
}

const itemEl = (feed: HTMLElement, id: string) =>
  Array.from(feed.querySelectorAll<HTMLElement>(`[${ITEM_ATTR}]`)).find((el) => el.getAttribute(ITEM_ATTR) === id) ?? null;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Puts `target` at the reading line. The virtual window may not have it rendered: the first
 * scroll goes where the known heights say it is, which renders it; then each frame corrects by
 * what it measures until it holds still (heights above it settle as they are measured). The
 * window's own anchoring waits meanwhile: this measures, so it is the one corrector.
 */
export function scrollToPost(feed: HTMLElement, ids: readonly string[], target: Target, cancelled: () => boolean): Promise<void> {
  const index = ids.indexOf(target.id);
  if (index < 0) return Promise.resolve();
  return placingPage(async () => {
    let before = 0;
    for (let i = 0; i < index; i++) before += heightOf(ids[i]);
    const feedTop = feed.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, feedTop + before + target.offset - readingLineY());
    let still = 0;
    for (let n = 0; n < 60 && still < 3 && !cancelled(); n++) {
      await frame();
      const el = itemEl(feed, target.id);
      if (!el) {
        still = 0;
        continue;
      }
      const delta = el.getBoundingClientRect().top - (readingLineY() - target.offset);
      if (Math.abs(delta) < 1) still += 1;
      else {
        still = 0;
        window.scrollBy(0, delta);
      }
    }
  });
}
