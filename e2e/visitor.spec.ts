import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, feedArticles } from './helpers';

test.describe('a visitor', () => {
  test('reads the whole-network timeline as a feed and loads older statuses', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed).toBeVisible();
    const articles = feedArticles(page);
    await expect(articles.first()).toBeVisible();
    const firstPage = await articles.count();
    expect(firstPage).toBeGreaterThanOrEqual(10);

    // Feed pattern: each status is an article with a name and its place in the set.
    const first = articles.first();
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', /-?\d+/);
    expect(await first.getAttribute('aria-label') ?? await first.getAttribute('aria-labelledby')).toBeTruthy();

    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /load older/i }).click();
    await expect.poll(() => articles.count()).toBeGreaterThan(firstPage);
    const ids = await articles.evaluateAll((els) => els.map((el) => el.getAttribute('aria-posinset')));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('reads the local public timeline, with only local authors', async ({ page }) => {
    await page.goto('/main/public');
    await expect(feedArticles(page).first()).toBeVisible();
    const handles = await page.getByRole('feed').locator('article').evaluateAll((els) =>
      els.map((el) => el.textContent ?? ''),
    );
    expect(handles.join('\n')).not.toContain('@remote.example');
  });

  test('is sent from a guarded route to the anonymous landing page', async ({ page }) => {
    await page.goto('/main/friends');
    await expect(page).toHaveURL(/\/main\/all$/);
    await page.goto('/friend-requests');
    await expect(page).toHaveURL(/\/main\/all$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/all$/);
  });

  test('sees a hashtag timeline titled with the tag', async ({ page }) => {
    await page.goto('/tag/starling');
    await expect(page.getByRole('heading', { name: '#starling' })).toBeVisible();
    await expect(feedArticles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('never runs script carried in a post', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    // Page back until the seeded hostile post (script, onerror, javascript: link) is rendered.
    const hostilePost = page.getByRole('feed').getByText('Totally harmless post');
    for (let i = 0; i < 15 && !(await hostilePost.isVisible()); i++) {
      await page.getByRole('button', { name: /load older/i }).click();
      await page.waitForTimeout(300);
    }
    await expect(hostilePost).toBeVisible();
    const hostile = await page.locator('[role="feed"] [onerror], [role="feed"] script, [role="feed"] a[href^="javascript:"]').count();
    expect(hostile).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeFalsy();
  });

  test('opens the about page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('main')).toContainText(/terms of service/i);
    await expectNoSeriousA11yViolations(page);
  });
});
