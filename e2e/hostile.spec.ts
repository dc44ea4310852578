// One hostile string from a server (a lone UTF-16 surrogate in an author's acct,
// username and display name) must not blank the app; and a front-end configuration URL that
// fails the URL policy never reaches a CSS url().
import { expect, test, type Page } from '@playwright/test';
import { feedArticles, withoutPagePreload } from './helpers';

type Json = Record<string, unknown>;

/** Serves the real whole-network timeline with the third status's author made hostile. */
async function hostileTimeline(page: Page) {
  let hostileId = '';
  await withoutPagePreload(page);
  await page.route(/\/api\/v1\/timelines\/public(\?|$)/, async (route) => {
    const response = await route.fetch();
    const statuses = (await response.json()) as Json[];
    if (!hostileId && statuses.length > 3) {
      const victim = statuses[2];
      hostileId = String(victim.id);
      victim.account = {
        ...(victim.account as Json),
        // An id of its own: the same author in other statuses would otherwise overwrite it.
        id: 'hostile1',
        acct: 'x\ud800',
        username: 'x\ud800',
        display_name: 'Eve \udc00 Hostile',
      };
    }
    // JSON.stringify writes lone surrogates as \ud800 escapes: valid JSON, as a server could send.
    await route.fulfill({ response, body: JSON.stringify(statuses), headers: { ...response.headers(), 'content-type': 'application/json' } });
  });
  return () => hostileId;
}

test('a hostile author string leaves the timeline, the shell and navigation working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const hostileId = await hostileTimeline(page);
  await page.goto('/main/all');

  const articles = feedArticles(page);
  await expect(articles.nth(5)).toBeVisible();
  expect(await articles.count()).toBeGreaterThanOrEqual(10);

  // The hostile status itself renders, its author shown with U+FFFD and linked without throwing.
  const hostile = page.locator(`[data-status-id="${hostileId()}"]`);
  await expect(hostile).toBeVisible();
  await expect(hostile).toContainText('Eve \ufffd Hostile');
  const authorLink = hostile.locator('a[href="/x%EF%BF%BD"]').first();
  await expect(authorLink).toBeAttached();
  // Nothing was shown as broken, and the neighbours are intact.
  await expect(page.locator('[data-item-error]')).toHaveCount(0);
  await expect(articles.nth(1)).toBeVisible();
  await expect(articles.nth(3)).toBeVisible();

  // The author's profile opens (the server does not know the name: a clear message, no blank app).
  await authorLink.click();
  await expect(page).toHaveURL(/\/x%EF%BF%BD$/);
  await expect(page.getByRole('main')).not.toBeEmpty();

  // Navigation keeps working: about, then back to the timeline.
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText(/about|instance/i);
  await page.goBack();
  await page.goBack();
  await expect(feedArticles(page).nth(5)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a javascript: logo from the front-end configuration never reaches the CSS', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop top bar shows the logo');
  await withoutPagePreload(page);
  await page.route('**/api/pleroma/frontend_configurations', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Json;
    const fe = { ...((config.pleroma_fe as Json) ?? {}), logo: 'javascript:alert(1)', logoMask: true, background: '/\\evil.example/bg.jpg' };
    await route.fulfill({ response, body: JSON.stringify({ ...config, pleroma_fe: fe }) });
  });
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();
  const masks = await page.locator('.site-logo').evaluateAll((els) =>
    els.map((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage || (el as HTMLImageElement).src || ''),
  );
  for (const m of masks) expect(m).not.toMatch(/javascript|evil\.example/i);
  const html = await page.content();
  expect(html).not.toMatch(/javascript:alert|evil\.example/);
});
