import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, postAs } from './api';
import { registerViaApi, tokenWithScopes, unique } from './accounts';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// Every question is asked in the app's own confirm dialog (an
// alertdialog: named, described, focus in on Cancel, Escape cancels, focus back on the trigger),
// never with the browser's confirm(); a locked account is unfollowed only after asking; a
// deactivated profile says so. Each test makes its own accounts, so nothing is shared.

const PASSWORD = 'e2e-password-1';

/** Fails the test on any browser dialog (alert, confirm, prompt). */
function forbidBrowserDialogs(page: Page) {
  page.on('dialog', (d) => {
    void d.dismiss();
    throw new Error(`browser dialog used: ${d.type()} "${d.message()}"`);
  });
}

async function freshUser(request: APIRequestContext, prefix: string) {
  const name = unique(prefix);
  const token = await registerViaApi(request, name, `${name}@example.test`, PASSWORD);
  const me = await (await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json();
  return { name, token, id: me.id as string };
}

test('deleting a post asks in the app dialog: Escape cancels, focus returns, Delete deletes', async ({ page, request }) => {
  test.setTimeout(90_000);
  forbidBrowserDialogs(page);
  const me = await freshUser(request, 'cfdel');
  const text = `confirm me ${me.name}`;
  const id = await postAs(request, me.token, text);
  await signIn(page, me.name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/notice/${id}`);
  const post = page.locator(`article[data-status-id="${id}"]`);
  await expect(post).toContainText(text);

  const more = post.getByRole('button', { name: 'More actions' });
  await more.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Do you really want to delete this post?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();
  expect((await request.get(`/api/v1/statuses/${id}`)).status()).toBe(200);

  await more.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/v1/statuses/${id}`) && r.request().method() === 'DELETE'),
    dialog.getByRole('button', { name: 'Delete' }).click(),
  ]);
  await expect(post).toContainText('This post was deleted');
});

async function openSettings(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: /^menu/i }).click();
    await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Settings' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  }
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

test('unfollowing a locked account asks first; the setting turns the question off', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  forbidBrowserDialogs(page);
  const [me, locked] = await Promise.all([freshUser(request, 'cffan'), freshUser(request, 'cflock')]);
  await request.patch('/api/v1/accounts/update_credentials', { headers: bearer(locked.token), data: { locked: true } });
  const follow = async () => {
    const rel = await (await request.post(`/api/v1/accounts/${locked.id}/follow`, { headers: bearer(me.token) })).json();
    expect(rel.requested).toBe(true);
    await request.post(`/api/v1/follow_requests/${me.id}/authorize`, { headers: bearer(locked.token) });
  };
  const following = async () =>
    ((await (await request.get(`/api/v1/accounts/relationships?id[]=${locked.id}`, { headers: bearer(me.token) })).json()) as { following: boolean }[])[0]
      .following;
  await follow();
  expect(await following()).toBe(true);

  await signIn(page, me.name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/${locked.name}`);
  const card = page.locator('section.user-card');
  const button = card.getByRole('button', { name: 'Following!' });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: `Unfollow ${locked.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Following again will need a new request');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await following()).toBe(true);

  await button.click();
  await dialog.getByRole('button', { name: 'Unfollow' }).click();
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  expect(await following()).toBe(false);

  // Settings → General: the question can be turned off (it is on by default).
  await follow();
  await page.reload();
  await expect(card.getByRole('button', { name: 'Following!' })).toBeVisible();
  const settings = await openSettings(page, isMobile);
  const option = settings.getByRole('checkbox', { name: 'Ask before unfollowing a locked account' });
  await expect(option).toBeChecked();
  await option.uncheck();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await card.getByRole('button', { name: 'Following!' }).click();
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await following()).toBe(false);
});

test('a deactivated account is marked on its profile; the moderation delete asks in the app dialog', async ({ page, request }) => {
  test.setTimeout(90_000);
  forbidBrowserDialogs(page);
  const target = await freshUser(request, 'cfgone');
  const admin = await tokenWithScopes(request, 'admin');
  await request.patch('/api/pleroma/admin/users/deactivate', { headers: bearer(admin), data: { nicknames: [target.name] } });

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/${target.name}`);
  const card = page.locator('section.user-card');
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible();

  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/api/pleroma/admin/users')) deletes.push(r.url());
  });
  const menu = card.getByRole('button', { name: 'Moderation' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
  await expect(dialog).toHaveAccessibleDescription(new RegExp(`^Delete ${target.name} and all of their posts`));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menu).toBeFocused();
  expect(deletes).toEqual([]);
});
