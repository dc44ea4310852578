// "Load more" shows under a paged list only while the server has more (a Link
// rel="next" and a full page). A new account with a few mutes, blocks, blocked domains and follow
// requests sees them all and no "Load more" under any of those lists.
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, unique } from './accounts';
import { accountId, bearer } from './api';

const PASSWORD = 'e2e-password-1';

async function signInAs(page: Page, name: string) {
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: /sign in|log in/i });
  await form.getByLabel(/username/i).fill(name);
  await form.getByLabel(/password/i).fill(PASSWORD);
  await form.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await expect(page).toHaveURL(/\/main\/friends/);
}

test('short lists of mutes, blocks, domains and follow requests end without "Load more"', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const name = unique('lists');
  const token = await registerViaApi(request, name, `${name}@example.com`, PASSWORD);
  const auth = { headers: bearer(token) };
  for (const [who, what] of [['bob', 'mute'], ['robot', 'mute'], ['moderator', 'block']] as const) {
    expect((await request.post(`/api/v1/accounts/${await accountId(request, token, who)}/${what}`, auth)).ok()).toBe(true);
  }
  expect((await request.post('/api/v1/domain_blocks', { ...auth, data: { domain: 'spam.example' } })).ok()).toBe(true);
  // A locked account with one request waiting (from another new account: no shared data changes).
  expect((await request.patch('/api/v1/accounts/update_credentials', { ...auth, data: { locked: true } })).ok()).toBe(true);
  const asker = unique('asker');
  const askerToken = await registerViaApi(request, asker, `${asker}@example.com`, PASSWORD);
  const me = await accountId(request, askerToken, name);
  expect((await (await request.post(`/api/v1/accounts/${me}/follow`, { headers: bearer(askerToken) })).json()).requested).toBe(true);

  await signInAs(page, name);
  await page.goto('/friend-requests');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: `Approve ${asker}` })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  if (isMobile) {
    await page.getByRole('button', { name: /^menu/i }).click();
    await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Settings' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Mutes and blocks' }).click();
  await expect(dialog.getByRole('button', { name: 'Unmute: bob' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unmute: robot' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unblock: moderator' })).toBeVisible();
  await expect(dialog.getByText('spam.example')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
