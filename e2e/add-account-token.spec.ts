// Adding an account on an instance whose frontend configuration says loginMethod "token" (the
// suite's token instance, another origin): the dialog sends the person to that instance's own
// sign-in page, not to a password form, and the code that comes back adds the account there.
import { expect, test } from '@playwright/test';
import { TOKEN_LOGIN_URL } from '../playwright.config';
import { DEMO_PASSWORD, signIn } from './helpers';

test.skip(({ isMobile }) => isMobile, 'the dialog is the same on a phone; the desktop run is enough');

test('an instance configured for token sign-in is added through its own page', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const switcher = page.getByRole('region', { name: 'Accounts' });
  await signIn(page, 'alice');
  await expect(switcher.locator('button[aria-current="true"]')).toContainText(`@alice@${new URL(baseURL!).host}`);

  await switcher.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an account' });
  await dialog.getByLabel('Instance domain').fill(TOKEN_LOGIN_URL);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${TOKEN_LOGIN_URL}/oauth/authorize?**`);

  await page.getByLabel(/username/i).fill('bob');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /authori[sz]e/i }).click();
  await expect(switcher.locator('button[aria-current="true"]')).toContainText(`@bob@${new URL(TOKEN_LOGIN_URL).host}`, { timeout: 30_000 });
  await expect(switcher.getByRole('button').filter({ hasText: /@alice@/ })).toBeEnabled();
});
