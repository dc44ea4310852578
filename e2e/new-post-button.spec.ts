import { expect, test, type Page } from '@playwright/test';
import { feedArticles, signIn } from './helpers';

// The floating new-post button: it autohides while scrolling down, but stays when
// the "always show" option (showNewPostButton) is set, also when autohide is set too.

/** Sets preferences in the persisted config before the app reads it. */
async function withPreferences(page: Page, prefs: Record<string, unknown>) {
  await page.addInitScript((values) => {
    const key = 'vuex-lz';
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      data = {};
    }
    const config = (data.config ?? {}) as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...data, config: { ...config, ...values } }));
  }, prefs);
}

/** Scrolls the page down in steps (each a scroll event past the 100 ms throttle) until it has moved. */
async function scrollDown(page: Page) {
  const start = await page.evaluate(() => window.scrollY);
  for (let i = 0; i < 6; i += 1) {
    await page.evaluate(() => window.scrollBy(0, 300));
    await page.waitForFunction((y) => window.scrollY > y, start + i * 100, { timeout: 5000 });
    await page.waitForTimeout(150); // past the autohide's scroll throttle, so each step is seen
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(start);
}

async function openTimeline(page: Page) {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/main/all');
  await expect(feedArticles(page).nth(5)).toBeVisible();
}

test('"always show" wins over autohide: the button stays while scrolling down', async ({ page }) => {
  await withPreferences(page, { showNewPostButton: true, autohideFloatingPostButton: true });
  await openTimeline(page);
  const button = page.getByRole('button', { name: 'New post', exact: true });
  await expect(button).toBeInViewport();
  await scrollDown(page);
  // Give a hide the time it would take (a transition of 0.2 s), then it must still be there.
  await page.waitForTimeout(400);
  await expect(button).toBeInViewport();
  await expect(button).not.toHaveClass(/new-post-button--hidden/);
});

test('autohide alone hides the button while scrolling down', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'without "always show" the floating button is the phone layout');
  await withPreferences(page, { showNewPostButton: false, autohideFloatingPostButton: true });
  await openTimeline(page);
  const button = page.getByRole('button', { name: 'New post', exact: true });
  await expect(button).toBeInViewport();
  await scrollDown(page);
  await expect(button).toHaveClass(/new-post-button--hidden/);
});
