import { expect, test, type Page } from '@playwright/test';
import { feedArticles, pagePreload } from './helpers';

// The virtualised feed (its virtual window): bounded DOM, positions kept, place kept on back,
// Page Down across the window, no jump when something above the viewport grows.

/** Counts the statuses the client received for /main/all, initial and older pages. */
function countLoaded(page: Page) {
  const loaded = { count: 0 };
  page.on('response', async (res) => {
    const url = res.url();
    // The first page of /main/all comes with the page itself (Pleroma's preload).
    if (res.request().resourceType() === 'document' && new URL(url).pathname === '/main/all') {
      const first = pagePreload(await res.text())['/api/v1/timelines/public'];
      if (Array.isArray(first)) loaded.count += first.length;
      return;
    }
    // Newer statuses (polling, streaming from other specs) wait behind "show new": not counted.
    if (!url.includes('/api/v1/timelines/public') || /[?&](since_id|min_id)=/.test(url) || !res.ok()) return;
    try {
      const body: unknown = await res.json();
      if (Array.isArray(body)) loaded.count += body.length;
    } catch {
      /* not JSON */
    }
  });
  return loaded;
}

const lastPosinset = (page: Page) =>
  feedArticles(page).last().getAttribute('aria-posinset').then((v) => Number(v));

/**
 * Scrolls to the bottom until at least `statuses` are loaded (a reader who reaches the end gets
 * pages of 40, so how many pages that takes varies).
 */
async function loadStatuses(page: Page, loaded: { count: number }, statuses: number) {
  while (loaded.count < statuses) {
    const before = loaded.count;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(async () => {
      // The scroll trigger is throttled (1 s); the footer's button asks again.
      if (loaded.count === before) await page.getByRole('button', { name: /load older/i }).click({ timeout: 2000 });
      expect(loaded.count).toBeGreaterThan(before);
    }).toPass({ timeout: 15_000 });
  }
}

/** The first article whose top is at or below the top of the viewport, and where it is. */
const topArticle = (page: Page) =>
  page.evaluate(() => {
    const articles = Array.from(document.querySelectorAll<HTMLElement>('[role=feed] article'));
    const a = articles.find((el) => el.getBoundingClientRect().bottom > 80);
    return a ? { id: a.dataset.statusId ?? '', top: a.getBoundingClientRect().top } : null;
  });

test.describe('the virtualised feed', () => {
  test.setTimeout(120_000);
  test('keeps a bounded number of articles while aria-posinset counts every loaded status', async ({ page }) => {
    const loaded = countLoaded(page);
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await loadStatuses(page, loaded, 140);
    expect(loaded.count).toBeGreaterThanOrEqual(140);

    // Reaching the bottom may load one more page meanwhile, which lands below the window: each
    // attempt goes to the bottom again and compares with the count as it is then.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await lastPosinset(page)).toBe(loaded.count);
    }).toPass({ timeout: 20_000 });
    const rendered = await feedArticles(page).count();
    const viewport = page.viewportSize()!;
    const floor = Math.max(3, Math.ceil(viewport.height / 80));
    expect(rendered).toBeGreaterThanOrEqual(floor);
    expect(rendered).toBeLessThan(80);
    // Positions are consecutive and unique among what is rendered.
    const positions = await feedArticles(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-posinset'))));
    positions.forEach((p, i) => i > 0 && expect(p).toBe(positions[i - 1] + 1));
    // The feed is as tall as all of its statuses: scrolling to the top shows the first again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(feedArticles(page).first()).toHaveAttribute('aria-posinset', '1');
  });

  test('comes back to the same place after navigating away and back', async ({ page, isMobile }) => {
    const loaded = countLoaded(page);
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await loadStatuses(page, loaded, 80);
    await page.evaluate(() => window.scrollTo(0, Math.floor(document.documentElement.scrollHeight * 0.6)));
    await page.waitForTimeout(300);
    const before = await topArticle(page);
    expect(before).not.toBeNull();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(2000);

    if (isMobile) await page.getByRole('button', { name: /^menu/i }).click();
    await page.getByRole('link', { name: /^about$/i }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/all$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 50);
    const after = await topArticle(page);
    expect(after?.id).toBe(before!.id);
    expect(Math.abs(after!.top - before!.top)).toBeLessThan(40);
  });

  test('Page Down and Page Up move focus article by article beyond the rendered window', async ({ page }) => {
    const loaded = countLoaded(page);
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await loadStatuses(page, loaded, 60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await feedArticles(page).first().focus();
    const focusedPos = () => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-posinset'));
    for (let i = 2; i <= 40; i++) {
      await page.keyboard.press('PageDown');
      await expect.poll(focusedPos).toBe(String(i));
    }
    await expect(feedArticles(page).first()).not.toHaveAttribute('aria-posinset', '1');
    await page.keyboard.press('PageUp');
    await expect.poll(focusedPos).toBe('39');
  });

  test('does not jump when a status above the viewport changes height', async ({ page }) => {
    const loaded = countLoaded(page);
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await loadStatuses(page, loaded, 60);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForTimeout(300);
    const before = await topArticle(page);
    // Grow a rendered article that is above the viewport, as an image loading would.
    const grown = await page.evaluate((anchorId) => {
      const articles = Array.from(document.querySelectorAll<HTMLElement>('[role=feed] article'));
      const i = articles.findIndex((a) => a.dataset.statusId === anchorId);
      const above = articles[i - 2];
      if (!above || above.getBoundingClientRect().bottom > 0) return false;
      above.style.paddingBottom = '400px';
      return true;
    }, before!.id);
    expect(grown).toBe(true);
    await page.waitForTimeout(300);
    const after = await topArticle(page);
    expect(after?.id).toBe(before!.id);
    expect(Math.abs(after!.top - before!.top)).toBeLessThan(4);
  });
});
