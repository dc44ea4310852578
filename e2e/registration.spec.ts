// Joining and recovering an account against the embedded instance: registration with the native
// captcha (answered through the server's test hook), field errors and a fresh captcha after a
// failure, approval, and password reset through the mail outbox with its throttle.
import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, grant, latestMailTo, setInstanceConfig, tokenWithScopes, unique, registerViaApi } from './accounts';
import { expectNoSeriousA11yViolations } from './helpers';

test.skip(({ isMobile }) => isMobile, 'form flows; the desktop run covers them');

/** Opens /registration and returns the token of the captcha it shows. */
async function openRegistration(page: Page): Promise<string> {
  const captcha = page.waitForResponse((r) => r.url().endsWith('/api/pleroma/captcha'));
  await page.goto('/registration');
  return (await (await captcha).json()).token as string;
}

async function fillForm(page: Page, fields: { username: string; password: string; email?: string; reason?: string; captcha: string }) {
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByLabel('Username').fill(fields.username);
  await form.getByLabel('Display name').fill(`  ${fields.username} Display `);
  if (fields.email) await form.getByLabel(/^Email/).fill(fields.email);
  await form.getByLabel('Password', { exact: true }).fill(fields.password);
  await form.getByLabel('Password confirmation').fill(fields.password);
  if (fields.reason !== undefined) await form.getByLabel('Why do you want to join?').fill(fields.reason);
  await form.getByLabel('Type the characters in the picture').fill(fields.captcha);
  return form;
}

test('a visitor registers with the native captcha, lands on friends and posts', async ({ page, request }) => {
  const token = await openRegistration(page);
  await expect(page.getByRole('img', { name: /captcha/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const username = unique('joiner');
  const form = await fillForm(page, { username, password: 'joiner-password', captcha: await captchaAnswer(request, token) });
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  const compose = page.getByRole('form', { name: 'New post' });
  await compose.getByLabel('Post text').fill(`Hello from ${username}`);
  await compose.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: `Hello from ${username}` }).first()).toBeVisible();
});

test('a failed registration lists the field errors, keeps the input and reloads the captcha', async ({ page, request }) => {
  const token = await openRegistration(page);
  const form = await fillForm(page, { username: 'alice', password: 'short12', captcha: await captchaAnswer(request, token) });
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/pleroma/captcha'));
  await form.getByRole('button', { name: 'Sign up' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Username has already been taken.');
  await expect(alert).toContainText('Password should be at least 8 character(s).');
  const fresh = (await (await reloaded).json()).token as string;
  expect(fresh).not.toBe(token);
  await expect(form.getByLabel('Username')).toHaveValue('alice');
  await expect(form.getByLabel('Type the characters in the picture')).toHaveValue('');
  // Client-side rules: the confirmation must match, nothing is sent.
  await form.getByLabel('Password confirmation').fill('something-else');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('should be the same as password')).toBeVisible();
});

test('with approval required the account stays pending until an admin approves it', async ({ page, request }) => {
  setInstanceConfig({ approvalRequired: true });
  try {
    const token = await openRegistration(page);
    const username = unique('pending');
    const form = await fillForm(page, { username, password: 'pending-password', reason: 'I watch birds', captcha: await captchaAnswer(request, token) });
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'awaiting approval' })).toBeVisible();
    const early = await grant(request, username, 'pending-password', 'read');
    expect(early.status()).toBe(403);
    expect((await early.json()).identifier).toBe('awaiting_approval');
    const admin = await tokenWithScopes(request, 'admin');
    const ok = await request.patch('/api/pleroma/admin/users/approve', { headers: { Authorization: `Bearer ${admin}` }, data: { nicknames: [username] } });
    expect(ok.ok()).toBe(true);
    expect((await grant(request, username, 'pending-password', 'read')).ok()).toBe(true);
  } finally {
    setInstanceConfig(null);
  }
});

test('a reset mail arrives in the outbox; its link sets a new password and the old one fails', async ({ page, request }) => {
  const username = unique('forgetful');
  const email = `${username}@example.com`;
  await registerViaApi(request, username, email, 'old-password-1');
  await page.goto('/password-reset');
  await page.getByLabel('Your email or username').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible();
  const mail = latestMailTo(email);
  const link = /(http\S+\/api\/pleroma\/password_reset\/\S+)/.exec(mail ?? '')?.[1];
  expect(link, 'reset link in the .eml').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Repeat the new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  expect((await grant(request, username, 'old-password-1', 'read')).status()).toBe(401);
  expect((await grant(request, username, 'new-password-2', 'read')).ok()).toBe(true);
});

test('the sixth reset request for an address gets the throttle message', async ({ page, request }) => {
  const email = `${unique('throttle')}@example.com`;
  for (let i = 0; i < 5; i++) expect((await request.post(`/auth/password?email=${email}`)).status()).toBe(204);
  await page.goto('/password-reset');
  await page.getByLabel('Your email or username').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'limit' })).toHaveText('You have reached the limit of attempts, try again later');
  await expect(page.getByLabel('Your email or username')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);
});
