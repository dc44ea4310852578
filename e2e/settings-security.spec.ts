// Security round trips — password change, two-factor sign-in with TOTP and a recovery
// code that works once, revoking a token, deleting an account. Fresh accounts per test.
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { registerViaApi, unique } from './accounts';
import { bearer } from './api';

test.skip(({ isMobile }) => isMobile, 'desktop layout is enough for these round trips');

const PASSWORD = 'e2e-password-1';

async function signInAs(page: Page, name: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: /sign in|log in/i });
  await form.getByLabel(/username/i).fill(name);
  await form.getByLabel(/password/i).fill(password);
  await form.getByRole('button', { name: /^(sign in|log in)$/i }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main\/public/);
}

async function member(page: Page, prefix: string) {
  const name = unique(prefix);
  await registerViaApi(page.request, name, `${name}@example.com`, PASSWORD);
  await signInAs(page, name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends/);
  return name;
}

async function securityTab(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Security' }).click();
  return dialog;
}

const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

test('changes the password: the old one fails, the new one works', async ({ page }) => {
  test.setTimeout(60_000);
  const name = await member(page, 'setpw');
  const dialog = await securityTab(page);
  const form = dialog.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
  await form.getByLabel('Current password').fill('wrong-one');
  await form.getByLabel('New password', { exact: true }).fill('n3w-secret');
  await form.getByLabel('Confirm new password').fill('n3w-secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Invalid password.');
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toContainText('Password changed');
  await page.keyboard.press('Escape');
  await signOut(page);

  await signInAs(page, name, PASSWORD);
  await expect(page.getByRole('main').getByText('Wrong username or password')).toBeVisible();
  await signInAs(page, name, 'n3w-secret');
  await expect(page).toHaveURL(/\/main\/friends/);
});

test('enables two-factor sign-in: TOTP works, a recovery code works once', async ({ page }) => {
  test.setTimeout(120_000); // four sign-ins
  const name = await member(page, 'set2fa');
  const dialog = await securityTab(page);
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code with the two-factor secret' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  await dialog.getByLabel('Code from the app').fill(totp(secret));
  await dialog.locator('form').filter({ has: page.getByLabel('Code from the app') }).getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm and enable' }).click();
  const codes = dialog.getByTestId('recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await page.keyboard.press('Escape');
  await signOut(page);

  const mfaForm = () => page.getByRole('main').getByRole('form', { name: /two-factor/i });
  await signInAs(page, name, PASSWORD);
  await mfaForm().getByLabel('Authentication code').fill(totp(secret));
  await mfaForm().getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/main\/friends/);
  await signOut(page);

  for (const expected of ['works', 'fails'] as const) {
    await signInAs(page, name, PASSWORD);
    await mfaForm().getByRole('button', { name: 'Enter a recovery code' }).click();
    await mfaForm().getByLabel('Recovery code').fill(recovery);
    await mfaForm().getByRole('button', { name: 'Verify' }).click();
    if (expected === 'works') {
      await expect(page).toHaveURL(/\/main\/friends/);
      await signOut(page);
    } else {
      await expect(mfaForm().getByText('Invalid code')).toBeVisible();
    }
  }
});

test('revokes a token: a session using it stops working', async ({ page }) => {
  const name = await member(page, 'settok');
  const app = await (await page.request.post('/api/v1/apps', { form: { client_name: 'e2e-other-session', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' } })).json();
  const grant = await page.request.post('/oauth/token', { form: { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret, username: name, password: PASSWORD } });
  const other = (await grant.json()).access_token as string;
  expect((await page.request.get('/api/v1/accounts/verify_credentials', { headers: bearer(other) })).ok()).toBe(true);

  const dialog = await securityTab(page);
  await dialog.getByRole('button', { name: 'Revoke: e2e-other-session' }).click();
  await expect(dialog.getByRole('button', { name: 'Revoke: e2e-other-session' })).toHaveCount(0);
  expect((await page.request.get('/api/v1/accounts/verify_credentials', { headers: bearer(other) })).status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('deletes an account, which can then no longer sign in', async ({ page }) => {
  const name = await member(page, 'setdel');
  const dialog = await securityTab(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await dialog.locator('form').filter({ has: page.getByRole('button', { name: 'Delete my account' }) }).getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/main\/public/);
  await signInAs(page, name, PASSWORD);
  await expect(page.getByRole('main').getByText('Your account is currently disabled')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
