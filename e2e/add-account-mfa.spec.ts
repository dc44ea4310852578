// Adding an account that signs in with two factors. On a second embedded instance of its own
// (E2E_PORT_BASE + 6, another origin) carol turns on TOTP; alice adds her from the "Add account"
// dialog: password, then the code step answered by that instance. A wrong code is said and the
// step stays; the right one adds carol and switches to her, alice still listed. On this instance
// the add goes through the sign-in page, whose code step is the usual one.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import path from 'node:path';
import { registerViaApi, unique } from './accounts';
import { bearer, tokenFor } from './api';
import { DEMO_PASSWORD, signIn } from './helpers';
import { startInstance, stopInstance } from './instanceProcess';

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const PORT2 = base + 6;
const URL2 = `http://127.0.0.1:${PORT2}`;
const DATA2 = path.resolve('.tmp', `e2e-mfa-${PORT2}`);
const DIST = process.env.E2E_DIST ?? 'dist';

test.skip(({ isMobile }) => isMobile, 'the dialog is the same on a phone; the desktop run is enough');

const switcher = (page: Page) => page.getByRole('region', { name: 'Accounts' });
const active = (page: Page) => switcher(page).locator('button[aria-current="true"]');
const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** Turns on TOTP for the account behind `token` (its password `password`); the secret. */
async function enableTotp(api: APIRequestContext, token: string, password: string): Promise<string> {
  const setup = await api.get('/api/pleroma/accounts/mfa/setup/totp', { headers: bearer(token) });
  expect(setup.ok()).toBe(true);
  const secret = ((await setup.json()) as { key: string }).key;
  const confirm = await api.post('/api/pleroma/accounts/mfa/confirm/totp', { headers: bearer(token), form: { password, code: totp(secret) } });
  expect(confirm.ok()).toBe(true);
  return secret;
}

async function openAddAccount(page: Page) {
  await switcher(page).getByRole('button', { name: 'Add account' }).click();
  return page.getByRole('dialog', { name: 'Add an account' });
}

test('adds an account on another instance that asks for a two-factor code', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const second = await startInstance({ port: PORT2, data: DATA2, dist: DIST, reset: true });
  const api2 = await playwrightRequest.newContext({ baseURL: URL2 });
  try {
    const secret = await enableTotp(api2, await tokenFor(api2, 'carol'), DEMO_PASSWORD);
    const host = new URL(baseURL!).host;
    await signIn(page, 'alice');
    await expect(active(page)).toContainText(`@alice@${host}`);

    const dialog = await openAddAccount(page);
    await dialog.getByLabel('Instance domain').fill(URL2);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Username').fill('carol');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    // The code step, in the dialog; a wrong code is said, the dialog stays, nothing is added.
    const code = dialog.getByRole('form', { name: 'Two-factor authentication' });
    await code.getByLabel('Authentication code').fill('000000');
    await code.getByRole('button', { name: 'Verify' }).click();
    await expect(code.getByRole('alert')).toHaveText('That code did not work: Invalid code');
    await expect(code.getByLabel('Authentication code')).toHaveValue('');
    await expect(code.getByLabel('Authentication code')).toBeFocused();
    await expect(active(page)).toContainText(`@alice@${host}`);
    await expect(switcher(page).getByRole('button').filter({ hasText: /@carol@/ })).toHaveCount(0);

    await code.getByLabel('Authentication code').fill(totp(secret));
    await code.getByRole('button', { name: 'Verify' }).click();
    await expect(active(page)).toContainText(`@carol@127.0.0.1:${PORT2}`, { timeout: 30_000 });
    await expect(switcher(page).getByRole('button').filter({ hasText: /@alice@/ })).toBeEnabled();
  } finally {
    await api2.dispose();
    await stopInstance(second);
  }
});

test('adds an account on this instance through the sign-in page and its code step', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const name = unique('addmfa');
  const password = 'e2e-password-1';
  const secret = await enableTotp(request, await registerViaApi(request, name, `${name}@example.com`, password), password);
  const host = new URL(baseURL!).host;
  await signIn(page, 'alice');
  await expect(active(page)).toContainText(`@alice@${host}`);

  await (await openAddAccount(page)).getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/login');
  await signIn(page, name, password);
  const code = page.getByRole('main').getByRole('form', { name: /two-factor/i });
  await code.getByLabel('Authentication code').fill(totp(secret));
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(active(page)).toContainText(`@${name}@${host}`, { timeout: 30_000 });
  await expect(switcher(page).getByRole('button').filter({ hasText: /@alice@/ })).toBeEnabled();
});
