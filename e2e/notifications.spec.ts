import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bearer, tokenFor } from './api';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// Notifications: a second person acts in their own browser context (through the API
// with their own token); the first sees each notification arrive live (polling every 10 s), with
// the count in the page title, filters them, marks all read; a locked account approves a follow
// request from its notification; on the phone the bell opens the drawer and a swipe closes it.
// Desktop and phone share the server, so each test uses its own receiving user.

test.describe.configure({ timeout: 180_000 });

/** One poll period plus slack for a loaded machine. */
const LIVE = { timeout: 30_000 };
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second browser context for the acting user; its request context carries their token. */
async function actor(browser: Browser, username: string): Promise<{ api: APIRequestContext; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const api = context.request;
  const token = await tokenFor(api, username);
  return { api, token, close: () => context.close() };
}

async function accountId(api: APIRequestContext, token: string): Promise<string> {
  const res = await api.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function postAs(api: APIRequestContext, token: string, status: string): Promise<string> {
  const res = await api.post('/api/v1/statuses', { headers: bearer(token), data: { status, visibility: 'public' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function ok(res: Promise<{ ok: () => boolean; status: () => number }>) {
  const r = await res;
  expect(r.ok(), `status ${r.status()}`).toBe(true);
}

const sidebarPanel = (page: Page): Locator =>
  page.getByRole('complementary').getByRole('region', { name: /^Notifications/ });

const item = (panel: Locator, text: string | RegExp): Locator => panel.locator('[data-notification-id]', { hasText: text });

test('another user’s favourite, repeat, reaction, mention and follow arrive live, filter, mark all read', async ({ page, browser, isMobile }) => {
  test.skip(isMobile, 'the desktop sidebar panel; the phone test covers the drawer');
  const bob = await actor(browser, 'bob');
  const aliceToken = await tokenFor(page.request, 'alice');
  const aliceId = await accountId(page.request, aliceToken);
  const text = unique('notify me');
  const postId = await postAs(page.request, aliceToken, text);

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  const panel = sidebarPanel(page);
  await expect(panel).toBeVisible();
  // Seeded notifications are unseen at first: the title counts them; 'Mark all as read' clears it.
  await expect(page).toHaveTitle(/^\(\d+\) /, LIVE);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);

  await ok(bob.api.post(`/api/v1/statuses/${postId}/favourite`, { headers: bearer(bob.token) }));
  await expect(page).toHaveTitle(/^\(1\) /, LIVE);
  await expect(item(panel, 'favorited your status').first()).toContainText(text);

  await ok(bob.api.post(`/api/v1/statuses/${postId}/reblog`, { headers: bearer(bob.token) }));
  await expect(page).toHaveTitle(/^\(2\) /, LIVE);
  await expect(item(panel, 'repeated your status').first()).toContainText(text);

  await ok(bob.api.put(`/api/v1/pleroma/statuses/${postId}/reactions/${encodeURIComponent('🔥')}`, { headers: bearer(bob.token) }));
  await expect(page).toHaveTitle(/^\(3\) /, LIVE);
  await expect(item(panel, 'reacted with').first()).toContainText('🔥');

  const words = unique('look at this');
  await postAs(bob.api, bob.token, `@alice ${words}`);
  await expect(page).toHaveTitle(/^\(4\) /, LIVE);
  // A mention shows the full status.
  await expect(item(panel, words).getByRole('article')).toBeVisible();

  await ok(bob.api.post(`/api/v1/accounts/${aliceId}/unfollow`, { headers: bearer(bob.token) }));
  await ok(bob.api.post(`/api/v1/accounts/${aliceId}/follow`, { headers: bearer(bob.token) }));
  await expect(page).toHaveTitle(/^\(5\) /, LIVE);
  await expect(item(panel, 'followed you').first()).toBeVisible();
  await expect(panel.getByRole('heading', { name: /5 unseen/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filter: hiding likes hides the favourite and takes it out of the count; it is saved.
  await panel.getByRole('button', { name: 'Filter notifications' }).click();
  const likes = page.getByRole('checkbox', { name: 'Likes' });
  await likes.uncheck();
  await expect(page).toHaveTitle(/^\(4\) /);
  await expect(item(panel, 'favorited your status')).toHaveCount(0);
  const saved = await page.evaluate(() => localStorage.getItem('vuex-lz') ?? '');
  expect(saved).toContain('"likes":false');
  await likes.check();
  await expect(page).toHaveTitle(/^\(5\) /);
  await page.keyboard.press('Escape');

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await expect(panel.getByRole('heading', { name: /unseen/ })).toHaveCount(0);
  await bob.close();
});

test('a locked account approves a follow request from its notification', async ({ page, browser, isMobile }) => {
  test.skip(isMobile, 'the desktop run covers approving');
  const robot = await actor(browser, 'robot');
  const carolId = await accountId(page.request, await tokenFor(page.request, 'carol'));
  await ok(robot.api.post(`/api/v1/accounts/${carolId}/follow`, { headers: bearer(robot.token) }));

  await signIn(page, 'carol');
  await expect(page).toHaveURL(/\/main\/friends$/);
  const panel = sidebarPanel(page);
  const request = item(panel, '@robot').filter({ hasText: 'wants to follow you' });
  await expect(request).toBeVisible(LIVE);
  await request.getByRole('button', { name: /^Approve the follow request of/ }).click();
  // Follows of one day are one line ("Status Robot and 2 others followed you").
  await expect(item(panel, /Status Robot|@robot/).filter({ hasText: 'followed you' })).toBeVisible();
  await expect(request).toHaveCount(0);

  const rel = await robot.api.get(`/api/v1/accounts/relationships?id[]=${carolId}`, { headers: bearer(robot.token) });
  expect(((await rel.json()) as { following: boolean }[])[0]?.following).toBe(true);
  await robot.close();
});

test('phone: the bell shows a dot, opens the drawer, a right swipe closes it and marks seen', async ({ page, browser, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  const robot = await actor(browser, 'robot');
  const modToken = await tokenFor(page.request, 'moderator');
  const postId = await postAs(page.request, modToken, unique('phone notify'));

  await signIn(page, 'moderator');
  await expect(page).toHaveURL(/\/main\/friends$/);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const drawer = page.getByRole('dialog', { name: /^Notifications/ });

  // Start from all seen: open and close by the X (closing marks seen).
  await bell.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close notifications' }).click();
  await expect(drawer).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');

  await ok(robot.api.post(`/api/v1/statuses/${postId}/favourite`, { headers: bearer(robot.token) }));
  await expect(bell).toHaveAccessibleName('Notifications (1 unseen)', LIVE);
  await expect(page).toHaveTitle(/^\(1\) /);

  await bell.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-notification-id]', { hasText: 'favorited your status' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const box = await drawer.boundingBox();
  const y = (box?.y ?? 0) + 200;
  await drawer.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 100, clientY: y }], changedTouches: [{ identifier: 1, clientX: 100, clientY: y }] });
  await drawer.dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: 180, clientY: y + 2 }] });
  await expect(drawer).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await robot.close();
});
