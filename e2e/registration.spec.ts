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
  await expect(form.getByRole('alert')).toContainText('Some fields need attention');
  // Each field says what is wrong in our words, tied to it, and focus goes to the first.
  await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription('Already taken: choose another.');
  await expect(form.getByLabel('Username')).toBeFocused();
  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Too short (minimum: 8).');
  const fresh = (await (await reloaded).json()).token as string;
  expect(fresh).not.toBe(token);
  await expect(form.getByLabel('Username')).toHaveValue('alice');
  await expect(form.getByLabel('Type the characters in the picture')).toHaveValue('');
  // Client-side rules: the confirmation must match, nothing is sent.
  await form.getByLabel('Password confirmation').fill('something-else');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('should be the same as password')).toBeVisible();
});

test('an empty captcha is never sent; a wrong one is said in our words; the picture can be renewed', async ({ page }) => {
  await openRegistration(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/accounts')) posts.push(r.url());
  });
  const form = await fillForm(page, { username: unique('nocaptcha'), password: 'long-enough-1', captcha: '' });
  await form.getByRole('button', { name: 'Sign up' }).click();
  const answer = form.getByLabel('Type the characters in the picture');
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toBeFocused();
  await expect(form.getByText('type the characters from the picture')).toBeVisible();
  expect(posts).toEqual([]);
  // The error is styled as one (not plain text): it has the error colours.
  const error = form.locator('.registration__field-error').filter({ hasText: 'type the characters from the picture' });
  expect(await error.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  // A wrong answer: the server refuses, the form says so in its own words, a new picture comes.
  const fresh = page.waitForResponse((r) => r.url().endsWith('/api/pleroma/captcha'));
  await answer.fill('wrong');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('The characters did not match the picture. Type the ones in the new picture.')).toBeVisible();
  await expect(page.getByText(/Invalid CAPTCHA/i)).toHaveCount(0);
  await fresh;

  // A visible button gives a new picture; the picture has a text alternative and instructions.
  const again = page.waitForResponse((r) => r.url().endsWith('/api/pleroma/captcha'));
  await form.getByRole('button', { name: 'Show a new captcha' }).click();
  await again;
  await expect(form.getByRole('status').filter({ hasText: 'A new picture is shown.' })).toHaveCount(1);
  await expect(form.getByRole('img', { name: 'Captcha: distorted characters' })).toBeVisible();
  await expect(answer).toHaveAccessibleDescription(/Cannot read them\? Ask for a new picture\./);
  // The terms of service are titled once.
  await expect(page.getByText('Terms of service', { exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
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
