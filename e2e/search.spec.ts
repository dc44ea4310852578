import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { postAs, tokenFor } from './api';

// Search: from the top bar (desktop) or the search page (phone), each result tab, the
// first non-empty tab as default, hashtag rows, resolving @user@host, and the who-to-follow panel.

async function searchFor(page: Page, query: string, isMobile: boolean) {
  if (isMobile) {
    // The phone top bar has no search bar; the drawer's search entry opens the page with its input.
    if (!page.url().includes('/search')) {
      await page.getByRole('button', { name: /^menu/i }).click();
      await page.getByRole('dialog', { name: /menu/i }).getByRole('link', { name: 'Search' }).click();
    }
    const input = page.getByRole('main').getByRole('searchbox');
    await input.fill(query);
    await input.press('Enter');
  } else {
    const bar = page.getByRole('banner').getByRole('search');
    // Collapsed: one 'Search' button; on the search route the bar is already open.
    if (!(await bar.getByRole('searchbox').isVisible())) await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await bar.getByRole('searchbox').fill(query);
    await bar.getByRole('searchbox').press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${encodeURIComponent(query).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

const results = (page: Page) => page.getByRole('main').getByRole('tabpanel');
const tab = (page: Page, name: string) => page.getByRole('main').getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('search', () => {
  test('statuses, hashtags and people tabs, each from a search', async ({ page, request, isMobile }, info) => {
    test.setTimeout(90_000);
    const word = `find${info.project.name}${Date.now().toString(36)}`;
    const bob = await tokenFor(request, 'bob');
    await postAs(request, bob, `Looking for ${word} today #${word}`);

    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    await searchFor(page, word, isMobile);

    // Statuses come first and are not empty: that tab opens.
    await expect(tab(page, 'Posts')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Posts')).toContainText('1');
    await expect(results(page).getByRole('article').filter({ hasText: `Looking for ${word}` })).toBeVisible();

    await tab(page, 'People').click();
    await expect(results(page).getByRole('heading', { name: 'No results' })).toBeVisible();

    await tab(page, 'Hashtags').click();
    const tagLink = results(page).getByRole('link', { name: `#${word}` });
    await expect(tagLink).toBeVisible();
    await expect(results(page).getByRole('listitem').filter({ hasText: `#${word}` })).toContainText('1 person talking');
    await expectNoSeriousA11yViolations(page);
    await tagLink.click();
    await expect(page).toHaveURL(new RegExp(`/tag/${word}$`));

    // People: a search by name lists the account.
    await searchFor(page, 'carol', isMobile);
    await tab(page, 'People').click();
    await expect(results(page).getByRole('listitem').filter({ hasText: '@carol' }).first()).toBeVisible();
  });

  test('resolves @dave@remote.example and opens the profile link', async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    const searched = page.waitForRequest((r) => r.url().includes('/api/v2/search') && r.url().includes('resolve=true'));
    await searchFor(page, '@dave@remote.example', isMobile);
    await searched;
    await tab(page, 'People').click();
    const row = results(page).getByRole('listitem').filter({ hasText: '@dave@remote.example' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: 'Dave' })).toHaveAttribute('href', /\/users\//);
  });

  test('an empty query does nothing', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the top bar search is desktop only');
    await page.goto('/main/all');
    const bar = page.getByRole('banner').getByRole('search');
    await bar.getByRole('button', { name: 'Search' }).click();
    await bar.getByRole('searchbox').fill('   ');
    await bar.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/main\/all$/);
  });
});

test.describe('who to follow', () => {
  test('the sidebar panel shows up to three suggestions and links to the page', async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    if (!isMobile) {
      const panel = page.getByRole('region', { name: 'Who to follow' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('listitem').first().getByRole('link')).toBeVisible();
      await expect(panel.getByText('Loading...')).toHaveCount(0);
      const count = await panel.getByRole('listitem').count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(3);
      await panel.getByRole('link', { name: 'More' }).click();
    } else {
      await page.getByRole('button', { name: /^menu/i }).click();
      await page.getByRole('dialog', { name: /menu/i }).getByRole('link', { name: 'Who to follow' }).click();
    }
    await expect(page).toHaveURL(/\/who-to-follow$/);
    const list = page.getByRole('main').getByRole('region', { name: 'Who to follow' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // Alice already follows bob and carol: they are not suggested.
    await expect(list.getByText('@bob', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
