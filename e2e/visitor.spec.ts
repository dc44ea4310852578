import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, feedArticles, pagePreload } from './helpers';

/** Scrolls to the end of the feed, then uses the 'load older' button if it is still there. */
async function loadOlder(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: /load older/i });
  await page.waitForTimeout(300);
  if (await button.isVisible()) await button.click({ timeout: 2000 }).catch(() => undefined);
}

test.describe('a visitor', () => {
  test('reads the whole-network timeline as a feed and loads older statuses', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed).toBeVisible();
    const articles = feedArticles(page);
    await expect(articles.first()).toBeVisible();
    // The first statuses come first; the rest of the page follows when the browser is idle.
    await expect.poll(() => articles.count()).toBeGreaterThanOrEqual(10);
    const firstPage = await articles.count();

    // Feed pattern: each status is an article with a name and its place in the set.
    const first = articles.first();
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', /-?\d+/);
    expect(await first.getAttribute('aria-label') ?? await first.getAttribute('aria-labelledby')).toBeTruthy();

    await expectNoSeriousA11yViolations(page);

    // Near the bottom the next page loads by itself (the button stays for keyboard users).
    await loadOlder(page);
    await expect.poll(() => page.locator('[role="feed"] article').last().getAttribute('aria-posinset').then(Number)).toBeGreaterThan(firstPage);
    const ids = await articles.evaluateAll((els) => els.map((el) => el.getAttribute('aria-posinset')));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("gets instance, configuration and the first page with the page itself, on a Pleroma server", async ({ page, isMobile }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const pageAnswer = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await page.goto('/main/all');
    const carried = pagePreload(await (await pageAnswer).text());
    const firstPage = carried['/api/v1/timelines/public'] as { id: string }[];
    expect(firstPage.length).toBe(20);
    for (const key of ['/api/v1/instance', '/nodeinfo/2.0.json', '/api/pleroma/frontend_configurations', '/instance/panel.html']) expect(carried).toHaveProperty([key]);

    const articles = feedArticles(page);
    await expect(articles.first()).toHaveAttribute('data-status-id', firstPage[0].id);
    // The capability table is built from what the page carried (the sidebar's features panel).
    if (!isMobile) await expect(page.getByRole('complementary').getByText(/Text limit/i)).toBeVisible();
    // The rest of the embedded page follows the first statuses by itself (more than the first 6).
    await expect.poll(() => articles.count()).toBeGreaterThan(6);
    // Nothing the page carried was asked again.
    const carriedPaths = ['/api/v1/instance', '/.well-known/nodeinfo', '/nodeinfo/2.0.json', '/nodeinfo/2.1.json', '/api/pleroma/frontend_configurations', '/instance/panel.html', '/api/v1/timelines/public'];
    expect(asked.filter((p) => carriedPaths.includes(p))).toEqual([]);
    // All 20 are in the feed: at the bottom, the last of them is there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator(`[role=feed] article[data-status-id="${firstPage[19].id}"]`)).toBeAttached();
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
    // The seeded hostile post (script, onerror, javascript: link), opened on its own page.
    const api = page.request;
    const erin = await (await api.get('/api/v1/accounts/lookup?acct=erin@remote.example')).json();
    const posts: { id: string; content: string }[] = await (await api.get(`/api/v1/accounts/${erin.id}/statuses?limit=40`)).json();
    const target = posts.find((p) => p.content.includes('Totally harmless post'));
    expect(target, 'the seeded hostile post').toBeTruthy();
    await page.goto(`/notice/${target!.id}`);
    await expect(page.getByRole('feed').getByText('Totally harmless post')).toBeVisible();
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
