import { expect, test } from '@playwright/test';
import { MASTODON_URL } from '../playwright.config';
import { DEMO_PASSWORD, feedArticles, signIn } from './helpers';

// The same build against a server with no Pleroma extensions (plain Mastodon flavour).
test.use({ baseURL: MASTODON_URL });

test('the client reads and signs in on a plain Mastodon server', async ({ page }) => {
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();
  await signIn(page, 'alice', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).first()).toBeVisible();
  // No chats on Mastodon: the nav offers none.
  await expect(page.getByRole('link', { name: /^chats/i })).toHaveCount(0);
});
