import { expect, test } from '@playwright/test';
import { TOKEN_LOGIN_URL } from '../playwright.config';
import { DEMO_PASSWORD, feedArticles } from './helpers';

// An instance whose front-end configuration says loginMethod "token": the only way in is the
// OAuth authorization-code flow through the server's own sign-in page.
test.use({ baseURL: TOKEN_LOGIN_URL });

test('a member signs in through the OAuth authorization-code flow', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  expect(new URL(page.url()).searchParams.get('response_type')).toBe('code');

  await page.getByLabel(/username/i).fill('alice');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /authori[sz]e/i }).click();

  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).first()).toBeVisible();
  await page.reload();
  await expect(feedArticles(page).first()).toBeVisible();
  await expect(page).toHaveURL(/\/main\/friends$/);
});
