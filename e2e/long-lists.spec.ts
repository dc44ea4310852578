import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { PLEROMA_URL } from '../playwright.config';
import { accountId, bearer, tokenFor } from './api';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// Lists that keep growing render a bounded window: a chat of several hundred messages, read
// scrolled up while a hundred more arrive, keeps at most CHAT_ROWS rows mounted and the reader's
// place; the jump button brings the newest. The shoutbox keeps its 100 shouts but mounts only
// those near its box's view, older ones as the reader scrolls up.

test.describe.configure({ timeout: 240_000 });

const LIVE = { timeout: 25_000 };
/** Chat lines (messages and date lines) mounted at most in a 1280 × 800 window. */
const CHAT_ROWS = 80;
/** Shouts mounted at most in the /shout-panel box. */
const SHOUT_ROWS = 40;

const scroller = (page: Page): Locator => page.getByRole('log', { name: 'Messages' });
/** Messages of a chat, or shouts, in the DOM (spacers are hidden from the accessibility tree). */
const mountedRows = (list: Locator): Promise<number> => list.locator('[data-testid="chat-message"], li:not([aria-hidden])').count();

async function sendChatMessages(api: APIRequestContext, token: string, chatId: string, label: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await api.post(`/api/v1/pleroma/chats/${chatId}/messages`, { headers: bearer(token), data: { content: `${label} ${i}` } });
    expect(res.ok()).toBe(true);
  }
}

test('a long chat read scrolled up stays a bounded window while a hundred messages arrive', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the window is the same on the phone; one run is enough');
  const tag = Date.now().toString(36);
  const bob = await tokenFor(page.request, 'bob');
  const carolId = await accountId(page.request, bob, 'carol');
  const bobId = await accountId(page.request, bob, 'bob');
  const chat = await (await page.request.post(`/api/v1/pleroma/chats/by-account-id/${carolId}`, { headers: bearer(bob) })).json();
  await sendChatMessages(page.request, bob, chat.id, `old ${tag}`, 300);

  await signIn(page, 'carol');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/carol/chats/${bobId}`);
  const log = scroller(page);
  await expect(log.getByText(`old ${tag} 299`, { exact: true })).toBeVisible(LIVE);

  // Scrolling up loads older pages; far up, the newest are no longer mounted.
  const reading = log.getByText(`old ${tag} 140`, { exact: true });
  await log.hover();
  for (let i = 0; i < 60 && (await reading.count()) === 0; i++) {
    await page.mouse.wheel(0, -1500);
    await page.waitForTimeout(300);
  }
  await expect(reading).toBeVisible();
  expect(await mountedRows(log)).toBeLessThanOrEqual(CHAT_ROWS);
  await expect(log.getByText(`old ${tag} 299`, { exact: true })).toHaveCount(0);
  const jump = page.getByRole('button', { name: /Jump to the newest messages/ });
  await expect(jump).toBeVisible();

  await sendChatMessages(page.request, bob, chat.id, `new ${tag}`, 100);
  await expect(page.getByRole('button', { name: /Jump to the newest messages \(\d+ new\)/ })).toBeVisible(LIVE);
  expect(await mountedRows(log)).toBeLessThanOrEqual(CHAT_ROWS);
  await expect(reading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await jump.click();
  await expect(log.getByText(`new ${tag} 99`, { exact: true })).toBeVisible(LIVE);
  await expect(jump).toHaveCount(0);
  expect(await mountedRows(log)).toBeLessThanOrEqual(CHAT_ROWS);
});

/** Pushes `count` shouts as `username` through the shoutbox socket. */
async function shoutAs(api: APIRequestContext, username: string, label: string, count: number): Promise<void> {
  const token = await tokenFor(api, username);
  const me = await (await api.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json();
  const url = `${PLEROMA_URL.replace(/^http/, 'ws')}/socket/websocket?token=${encodeURIComponent(me.pleroma.chat_token)}&vsn=2.0.0`;
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const replies = new Map<string, (status: string) => void>();
  ws.on('message', (data) => {
    const [, ref, , event, payload] = JSON.parse(data.toString()) as [string, string, string, string, { status?: string }];
    if (event === 'phx_reply') replies.get(ref)?.(payload.status ?? '');
  });
  let ref = 0;
  const call = (event: string, payload: object): Promise<string> => {
    const r = String(++ref);
    const answered = new Promise<string>((resolve) => replies.set(r, resolve));
    ws.send(JSON.stringify(['1', r, 'chat:public', event, payload]));
    return answered;
  };
  expect(await call('phx_join', {})).toBe('ok');
  for (let i = 0; i < count; i++) expect(await call('new_msg', { text: `${label} ${i}` })).toBe('ok');
  ws.close();
}

test('the shoutbox keeps its 100 shouts but mounts only a window of them', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the shout panel is the same on the phone; one run is enough');
  const tag = Date.now().toString(36);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/shout-panel');
  const box = page.getByRole('region', { name: 'Shoutbox' });
  const list = box.getByRole('list', { name: 'Shouts' });
  await expect(box.getByRole('textbox', { name: 'Shout' })).toBeEnabled(LIVE);

  // Five accounts, each within the per-account rate limit (bob's is left for shoutbox.spec).
  for (const name of ['carol', 'robot', 'admin', 'moderator', 'alice']) await shoutAs(page.request, name, `${name} ${tag}`, 24);
  await expect(list.getByText(`alice ${tag} 23`, { exact: true })).toBeVisible(LIVE);
  await expect(list.locator('li[aria-setsize="100"]').first()).toBeAttached();
  expect(await mountedRows(list)).toBeLessThanOrEqual(SHOUT_ROWS);
  // Older ones are mounted as the reader scrolls up to them.
  const older = list.getByText(`robot ${tag} 12`, { exact: true });
  await expect(older).toHaveCount(0);
  await list.hover();
  for (let i = 0; i < 30 && (await older.count()) === 0; i++) {
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(200);
  }
  await expect(older).toBeVisible();
  await expect(list.getByText(`alice ${tag} 23`, { exact: true })).toHaveCount(0);
  expect(await mountedRows(list)).toBeLessThanOrEqual(SHOUT_ROWS);

  // More arrive while the reader is up there: the window stays bounded and where it was.
  await shoutAs(page.request, 'bob', `later ${tag}`, 5);
  await expect(list.locator('li[aria-setsize="100"]').first()).toBeAttached();
  await expect(list.getByText(`later ${tag} 4`, { exact: true })).toHaveCount(0);
  await expect(older).toBeVisible();
  expect(await mountedRows(list)).toBeLessThanOrEqual(SHOUT_ROWS);
  // Back at the bottom, the newest shows.
  for (let i = 0; i < 30 && (await list.getByText(`later ${tag} 4`, { exact: true }).count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
  }
  await expect(list.getByText(`later ${tag} 4`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
