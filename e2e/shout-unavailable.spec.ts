import { expect, test } from '@playwright/test';
import { MASTODON_URL } from '../playwright.config';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// /shout-panel where the shoutbox cannot be used: a visitor is told to sign in and a
// server without a shoutbox says so; neither waits on "Connecting…" forever.

test('a visitor is asked to sign in, not left connecting', async ({ page }) => {
  await page.goto('/shout-panel');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Shoutbox' })).toBeVisible();
  const signInLink = main.getByRole('link', { name: 'Log in to use the shoutbox' });
  await expect(signInLink).toBeVisible();
  await expect(main.getByText(/Connecting/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await signInLink.click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a server without a shoutbox', () => {
  test.use({ baseURL: MASTODON_URL });

  test('a member reads that this server has none', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.goto('/shout-panel');
    const main = page.getByRole('main');
    await expect(main.getByText('This server has no shoutbox.')).toBeVisible();
    await expect(main.getByText(/Connecting/)).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: 'Shout' })).toHaveCount(0);
  });
});
