// Many accounts: alice and bob on the embedded instance and carol on a second embedded
// instance of its own (own data folder, E2E_PORT_BASE + 4). Added through the switcher, switched
// with the mouse and Alt+digit, unread notifications counted for the accounts not active, a post
// favourited "as bob" while alice is active, an action as carol (whose instance cannot find the
// post) refused in words with nothing done, and one account signed out while the other stays.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { startInstance, stopInstance } from './instanceProcess';
import path from 'node:path';
import { bearer, postAs, tokenFor } from './api';
import { DEMO_PASSWORD, signIn } from './helpers';

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const PORT2 = base + 4;
const URL2 = `http://127.0.0.1:${PORT2}`;
const DATA2 = path.resolve('.tmp', `e2e-second-${PORT2}`);
const DIST = process.env.E2E_DIST ?? 'dist';

const startSecondInstance = () => startInstance({ port: PORT2, data: DATA2, dist: DIST, reset: true });

const switcher = (page: Page) => page.getByRole('region', { name: 'Accounts' });
const accountButton = (page: Page, handle: RegExp) => switcher(page).getByRole('button').filter({ hasText: handle });
const active = (page: Page) => switcher(page).locator('button[aria-current="true"]');

/** Everything `token` was notified of so far counts as read (the marker at the newest). */
async function readAllNotifications(api: APIRequestContext, token: string): Promise<void> {
  const newest = (await (await api.get('/api/v1/notifications', { headers: bearer(token), params: { limit: '1' } })).json()) as { id: string }[];
  if (!newest[0]) return;
  await api.post('/api/v1/markers', { headers: bearer(token), form: { 'notifications[last_read_id]': newest[0].id } });
  await api.post('/api/v1/pleroma/notifications/read', { headers: bearer(token), form: { max_id: newest[0].id } });
}

test('many accounts: add, switch by mouse and keyboard, unread counts, act as, sign out one', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one second instance of its own: run once');
  test.setTimeout(300_000);
  const second = await startSecondInstance();
  try {
    await manyAccounts(page, request, baseURL!);
  } finally {
    await stopInstance(second);
  }
});

const HIDE_USER_STATS = 'Hide user statistics (e.g. the number of followers)';

async function openGeneralSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'General' }).click();
  return dialog;
}

/** Whether the active account hides user statistics (a per-account setting), read in its settings. */
async function hideUserStats(page: Page): Promise<boolean> {
  const dialog = await openGeneralSettings(page);
  const checked = await dialog.getByLabel(HIDE_USER_STATS).isChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return checked;
}

async function setHideUserStats(page: Page, on: boolean): Promise<void> {
  const dialog = await openGeneralSettings(page);
  await dialog.getByLabel(HIDE_USER_STATS).setChecked(on);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function manyAccounts(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  const host = new URL(baseURL).host;
  const aliceToken = await tokenFor(request, 'alice');
  const bobToken = await tokenFor(request, 'bob');
  const carolToken = await tokenFor(request, 'carol');
  const bobText = `Bob posts for acting as ${Date.now().toString(36)}`;
  const bobPost = await postAs(request, bobToken, bobText);
  await readAllNotifications(request, aliceToken);
  await readAllNotifications(request, bobToken);

  // alice signs in; the switcher lists her.
  await signIn(page, 'alice');
  await expect(active(page)).toContainText(`@alice@${host}`);

  // Add bob on this instance: the sign-in page, then bob is active and alice still listed.
  await switcher(page).getByRole('button', { name: 'Add account' }).click();
  await page.getByRole('dialog', { name: 'Add an account' }).getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/login');
  await signIn(page, 'bob');
  await expect(active(page)).toContainText(`@bob@${host}`);
  await expect(accountButton(page, /@alice@/)).toBeEnabled();

  // Add carol on the second instance (another origin): she becomes active there.
  await switcher(page).getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an account' });
  await dialog.getByLabel('Instance domain').fill(URL2);
  // The instance is asked how it signs in: it has the password grant, so its form appears.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Username').fill('carol');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(active(page)).toContainText(`@carol@127.0.0.1:${PORT2}`, { timeout: 30_000 });
  await expect(switcher(page).getByRole('button')).toHaveCount(3 + 3 + 2); // 3 accounts, 3 sign-out buttons, add + all

  // Mouse: back to alice.
  await accountButton(page, /@alice@/).click();
  await expect(active(page)).toContainText(`@alice@${host}`, { timeout: 30_000 });

  // bob is notified while alice is active: his count shows on the switcher.
  await request.post(`/api/v1/statuses/${bobPost}/favourite`, { headers: bearer(carolToken) });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(accountButton(page, /@bob@/).locator('.account-switcher__unread')).toHaveText('1');

  // Settings are per account: alice hides user statistics; bob's stay as they were.
  await setHideUserStats(page, true);

  // Keyboard: Alt+2 is bob (the list's second); alice's notification is counted while bob is active.
  await page.keyboard.press('Alt+2');
  await expect(active(page)).toContainText(`@bob@${host}`, { timeout: 30_000 });
  expect(await hideUserStats(page)).toBe(false);
  await request.post('/api/v1/statuses', { headers: bearer(carolToken), data: { status: `@alice hello from carol ${Date.now().toString(36)}`, visibility: 'public' } });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(accountButton(page, /@alice@/).locator('.account-switcher__unread')).toHaveText('1');
  await page.keyboard.press('Alt+1');
  await expect(active(page)).toContainText(`@alice@${host}`, { timeout: 30_000 });
  expect(await hideUserStats(page)).toBe(true);

  // As bob, while alice is active: favourite bob's post.
  await page.goto(`/notice/${bobPost}`);
  const article = page.getByRole('main').getByRole('article').filter({ hasText: bobText }).first();
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Act as another account…' }).click();
  let actAs = page.getByRole('dialog', { name: 'Act as another account' });
  await actAs.getByLabel('Account').selectOption({ label: `@bob@${host}` });
  await actAs.getByRole('button', { name: 'Favourite' }).click();
  await expect(actAs.getByRole('status')).toHaveText(`Done as @bob@${host}`);
  const asBob = await (await request.get(`/api/v1/statuses/${bobPost}`, { headers: bearer(bobToken) })).json();
  expect(asBob.favourited).toBe(true);
  const asAlice = await (await request.get(`/api/v1/statuses/${bobPost}`, { headers: bearer(aliceToken) })).json();
  expect(asAlice.favourited).toBe(false);

  // As carol on the second instance, which cannot find the post: said in words, nothing done.
  const api2 = await playwrightRequest.newContext({ baseURL: URL2 });
  try {
    const carol2 = await tokenFor(api2, 'carol');
    const before = await (await api2.get('/api/v1/favourites', { headers: bearer(carol2), params: { limit: '40' } })).json();
    await actAs.getByLabel('Account').selectOption({ label: `@carol@127.0.0.1:${PORT2}` });
    await actAs.getByRole('button', { name: 'Favourite' }).click();
    await expect(actAs.getByRole('alert')).toHaveText('That instance cannot find this post: nothing was done.');
    const after = await (await api2.get('/api/v1/favourites', { headers: bearer(carol2), params: { limit: '40' } })).json();
    expect(after).toEqual(before);
  } finally {
    await api2.dispose();
  }
  await page.keyboard.press('Escape');
  actAs = page.getByRole('dialog', { name: 'Act as another account' });
  await expect(actAs).toBeHidden();

  // Sign out of bob: alice stays signed in and active; bob's token no longer works.
  await switcher(page).getByRole('button', { name: `Sign out of @bob@${host}` }).click();
  await expect(accountButton(page, /@bob@/)).toHaveCount(0);
  await expect(active(page)).toContainText(`@alice@${host}`);
  await page.reload();
  await expect(active(page)).toContainText(`@alice@${host}`);
  await expect(accountButton(page, /@carol@/)).toBeEnabled();
}
