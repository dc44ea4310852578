// The admin's moderation menu on a profile, against a user created for this spec: moderator
// badge, deactivation (their session stops working), sandbox (next post followers-only), delete.
// A moderator sees no menu and the admin API refuses them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerViaApi, tokenWithScopes, unique } from './accounts';
import { AxeBuilder } from '@axe-core/playwright';
import { signIn } from './helpers';

test.skip(({ isMobile }) => isMobile, 'one menu on the profile; the desktop run covers it');

const verify = (request: APIRequestContext, token: string) =>
  request.get('/api/v1/accounts/verify_credentials', { headers: { Authorization: `Bearer ${token}` } });

test('an admin grants moderator, deactivates, sandboxes and deletes a user', async ({ page, request }) => {
  test.setTimeout(90_000); // a dozen round trips through the menu
  const username = unique('target');
  const token = await registerViaApi(request, username, `${username}@example.com`);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/${username}`);
  const card = page.getByRole('region', { name: username }).first();
  const menu = page.getByRole('button', { name: 'Moderation' });
  await expect(menu).toBeVisible({ timeout: 15_000 }); // its own chunk, loaded for admins only

  await menu.click();
  await expect(page.getByRole('menu', { name: 'Moderation' })).toBeVisible();
  // The card and its open menu (an empty profile feed is another screen's business).
  const axe = await new AxeBuilder({ page }).include('.user-card').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Grant Moderator' }).click();
  await expect(card.getByText('Moderator', { exact: true })).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Deactivate account' }).click();
  await expect.poll(async () => (await verify(request, token)).status()).toBe(403);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Activate account' }).click();
  await expect.poll(async () => (await verify(request, token)).status()).toBe(200);

  await menu.click();
  await page.getByRole('menuitemcheckbox', { name: 'Force posts to be followers-only' }).click();
  await menu.click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Force posts to be followers-only' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  const posted = await request.post('/api/v1/statuses', { headers: { Authorization: `Bearer ${token}` }, data: { status: 'sandboxed?', visibility: 'public' } });
  expect((await posted.json()).visibility).toBe('private');

  await page.goto('/main/friends');
  await page.goto(`/users/${username}`);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Delete account' }).click();
  await page.getByRole('alertdialog', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  const admin = await tokenWithScopes(request, 'admin');
  const gone = await request.get(`/api/v1/accounts/lookup?acct=${username}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(gone.status()).toBe(404);
});

test('a moderator sees no moderation menu and the admin API refuses them', async ({ page, request }) => {
  await signIn(page, 'moderator');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/users/alice');
  await expect(page.getByRole('button', { name: 'Actions' }).or(page.getByRole('button', { name: /actions/i })).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
  const token = await tokenWithScopes(request, 'moderator');
  const res = await request.patch('/api/pleroma/admin/users/deactivate', { headers: { Authorization: `Bearer ${token}` }, data: { nicknames: ['alice'] } });
  expect(res.status()).toBe(403);
});
