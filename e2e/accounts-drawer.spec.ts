// Many accounts on a phone: the account switcher in the side drawer. alice signs in, bob is kept beside
// her, and a third kept account's token is refused by the server: the drawer switches to bob with
// one tap, and marks the refused one "Sign in again" while alice and bob stay as they are.
import { expect, test, type Page } from '@playwright/test';
import { tokenFor } from './api';
import { signIn } from './helpers';

const drawer = (page: Page) => page.getByRole('dialog', { name: /menu/i });
const switcher = (page: Page) => drawer(page).getByRole('region', { name: 'Accounts' });
const account = (page: Page, handle: string) => switcher(page).getByRole('button').filter({ hasText: handle });
const active = (page: Page) => switcher(page).locator('button[aria-current="true"]');

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^menu/i }).click();
  await expect(drawer(page)).toBeVisible();
}

test('the phone drawer switches accounts and marks a refused one', async ({ page, request, baseURL, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  const host = new URL(baseURL!).host;
  const origin = new URL(baseURL!).origin;
  const bobToken = await tokenFor(request, 'bob');

  await signIn(page, 'alice');
  await page.waitForURL('**/main/friends');
  await page.evaluate(
    ([key, extra]) => {
      const list = JSON.parse(localStorage.getItem(key) ?? '{"accounts":[]}') as { accounts: unknown[] };
      localStorage.setItem(key, JSON.stringify({ version: 1, accounts: [...list.accounts, ...extra] }));
    },
    ['starling-accounts', [
      { origin, app: null, token: bobToken, id: '', acct: `bob@${host}`, avatar: '' },
      { origin, app: null, token: 'a-token-the-server-refuses', id: '', acct: `gone@${host}`, avatar: '' },
    ]] as const,
  );
  await page.reload();

  await openDrawer(page);
  await expect(active(page)).toContainText(`@alice@${host}`);
  await expect(account(page, `@gone@${host}`)).toContainText('Sign in again');
  await expect(account(page, `@bob@${host}`)).not.toContainText('Sign in again');

  await account(page, `@bob@${host}`).click();
  await expect(drawer(page)).toBeHidden();
  await page.waitForURL('**/main/friends');
  await openDrawer(page);
  await expect(active(page)).toContainText(`@bob@${host}`, { timeout: 30_000 });
  await expect(account(page, `@alice@${host}`)).toBeEnabled();
  await expect(account(page, `@alice@${host}`)).not.toContainText('Sign in again');
  await expect(account(page, `@gone@${host}`)).toContainText('Sign in again');

  // The refused one is not switched to (its token would be refused again): its sign-in is offered.
  await account(page, `@gone@${host}`).click();
  const add = page.getByRole('dialog', { name: 'Add an account' });
  await expect(add.getByLabel('Instance domain')).toHaveValue('');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  await expect(active(page)).toContainText(`@bob@${host}`);
});
