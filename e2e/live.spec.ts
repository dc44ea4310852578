import { expect, test, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { enableStreaming, expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';
import { tokenFor } from './api';

/**
 * The top of the feed. Other specs post into the same timelines while these run, so a new post is
 * looked for among the five newest articles rather than required to be the very first.
 */
const newestArticles = (page: Page) => page.locator('[role="feed"] article:nth-of-type(-n+5)');

// Live timelines: a second user's post reaches alice by streaming (shown at once at the top),
// by polling with streaming off ('show new (N)'), and through a dropped socket (notice, polling
// fallback, reconnect notice). Bob posts through the API with a password-grant token.

test.skip(({ isMobile }) => isMobile, 'the desktop run covers live updates');
// Axe over a full timeline and the waits for polling take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });


async function post(request: APIRequestContext, token: string, text: string) {
  const res = await request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token}` },
    form: { status: text, visibility: 'public' },
  });
  expect(res.ok()).toBeTruthy();
}

async function openFriends(page: Page) {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).first()).toBeVisible();
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('streaming: bob’s post appears for alice at once while she is at the top', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await enableStreaming(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/v1/streaming'));
  await openFriends(page);
  const ws = await socket;
  expect(new URL(ws.url()).searchParams.get('stream')).toBe('user');
  await page.waitForTimeout(500); // let the socket join

  const text = unique('Live from bob');
  await post(request, await tokenFor(request, 'bob'), text);
  // Streaming, not polling: well inside the 10 s polling interval.
  await expect(newestArticles(page).filter({ hasText: text })).toHaveCount(1, { timeout: 4000 });
  await expect(page.getByRole('button', { name: /show new/i })).toHaveCount(0);
  await expect(page.getByText('Up-to-date')).toBeVisible();
  // The token rides in the socket URL; the client never logs it.
  expect(logs.filter((l) => l.includes('access_token'))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('streaming off: bob’s post arrives by polling as "show new (N)" when scrolled down', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  let sockets = 0;
  page.on('websocket', (ws) => {
    if (ws.url().includes('/api/v1/streaming')) sockets += 1;
  });
  await openFriends(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  const text = unique('Polled post from bob');
  await post(request, await tokenFor(request, 'bob'), text);
  const showNew = page.getByRole('button', { name: /^Show new \(\d+\)$/ });
  await expect(showNew).toBeVisible({ timeout: 12_500 });
  await showNew.click();
  await expect(newestArticles(page).filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByText('Up-to-date')).toBeVisible();
  expect(sockets).toBe(0);

  // '.' outside text fields shows new statuses too.
  const second = unique('Another polled post');
  await post(request, await tokenFor(request, 'bob'), second);
  await expect(showNew).toBeVisible({ timeout: 12_500 });
  await page.locator('body').press('.');
  await expect(newestArticles(page).filter({ hasText: second })).toHaveCount(1);
  await context.close();
});

test('a dropped socket: notice, polling fallback, reconnect with a notice', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await enableStreaming(page);
  // The page's sockets pass through to the server; "broken" drops them and refuses new ones, as
  // a failing network or proxy would (close code 4000), while plain HTTP keeps working.
  let broken = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v1\/streaming/, (ws) => {
    if (broken) return void ws.close({ code: 4000, reason: 'outage' });
    ws.connectToServer();
    open.push(ws);
  });
  await openFriends(page);
  await expect.poll(() => open.length).toBe(1);
  await page.waitForTimeout(500);

  broken = true;
  for (const ws of open.splice(0)) await ws.close({ code: 4000, reason: 'outage' });
  await expect(page.getByRole('alert').getByText('Realtime connection lost with close code 4000')).toBeVisible();

  // Reconnects keep failing; polling (every 10 s) brings bob's post, shown at once at the top.
  const text = unique('Polled during the outage');
  await post(request, await tokenFor(request, 'bob'), text);
  await expect(newestArticles(page).filter({ hasText: text })).toHaveCount(1, { timeout: 12_500 });

  broken = false;
  // The next attempt (at most 3 s later) joins and says so.
  await expect(page.getByRole('status').getByText('Realtime connection established')).toBeVisible({ timeout: 5000 });
  expect(open).toHaveLength(1);
  const live = unique('Streamed after the outage');
  await post(request, await tokenFor(request, 'bob'), live);
  await expect(newestArticles(page).filter({ hasText: live })).toHaveCount(1, { timeout: 4000 });
  await context.close();
});

test('the quick settings popover: reply visibility for members, media and muted toggles, settings links', async ({ page }) => {
  await openFriends(page);
  const trigger = page.getByRole('button', { name: 'Quick settings' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Quick settings' });
  await expect(dialog).toBeVisible();
  const following = dialog.getByRole('radio', { name: 'Only replies to me or people I follow' });
  const reload = page.waitForRequest((r) => r.url().includes('/api/v1/timelines/home') && r.url().includes('reply_visibility=following'), { timeout: 10_000 });
  await following.check();
  await reload;
  await expect(following).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Hide media previews' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Hide media previews' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await page.getByRole('dialog', { name: 'Quick settings' }).getByRole('button', { name: 'Word filter settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('tab', { name: 'Filtering' })).toHaveAttribute('aria-selected', 'true');
});

test('bookmarks and direct messages are real timelines', async ({ page }) => {
  await openFriends(page);
  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  await expect(feedArticles(page).first()).toBeVisible();
  await page.goto('/users/alice/dms');
  await expect(page.getByRole('heading', { name: 'Direct messages' })).toBeVisible();
  await expect(page.getByRole('feed')).toContainText('coffee');
});
