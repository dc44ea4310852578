import { expect, test } from '@playwright/test';
import { latestMailTo, registerViaApi, unique } from './accounts';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// No page ends the way. The "password changed" page leads back to sign-in and
// wears the reader's theme; an admin sees no shield when the server has no admin front end
// behind it, and the server no longer serves a page that only says so.

test('the password-changed page is in the reader\'s theme and leads to sign-in', async ({ page, request }) => {
  const username = unique('themed');
  const email = `${username}@example.com`;
  await registerViaApi(request, username, email, 'old-password-1');
  expect((await request.post(`/auth/password?email=${email}`)).status()).toBe(204);
  const link = /(http\S+\/api\/pleroma\/password_reset\/\S+)/.exec(latestMailTo(email) ?? '')?.[1];
  expect(link, 'reset link in the .eml').toBeTruthy();

  // The theme this browser chose last time (as the client stores it).
  await page.addInitScript(() => {
    localStorage.setItem('starling-theme', JSON.stringify({ name: 'custom', scheme: 'dark', vars: { '--color-bg': '#123456' } }));
  });
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Repeat the new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 52, 86)');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username, 'new-password-2');
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('an admin sees no administration link when the server has no admin front end', async ({ page, isMobile }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/main\/friends$/);
  if (isMobile) {
    await page.getByRole('button', { name: /^menu/i }).click();
    const drawer = page.getByRole('dialog', { name: /menu/i });
    await expect(drawer.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Administration/ })).toHaveCount(0);
  }
  const res = await page.request.get('/pleroma/admin/');
  expect(await res.text()).not.toContain('not bundled');
});
