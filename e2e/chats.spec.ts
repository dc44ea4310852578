import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accountId, bearer, tokenFor } from './api';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// Chats: alice opens a chat with bob from his profile and sends a message with an
// attachment; bob, in a second browser context, sees it arrive (5 s polling) with the unread
// badge and replies; alice's badge and title follow. A send the server first answers with 503
// shows as pending and arrives once. Older messages load at the top; delete asks first. On a
// 390 px phone the chat view and its form work.

test.describe.configure({ timeout: 150_000 });

const LIVE = { timeout: 25_000 };
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const chatsLink = (page: Page): Locator => page.getByRole('navigation').getByRole('link', { name: /^Chats/ });
const scroller = (page: Page): Locator => page.getByRole('log', { name: 'Messages' });
const messageField = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });

async function titleCount(page: Page): Promise<number> {
  const m = /^\((\d+)\) /.exec(await page.title());
  return m ? Number(m[1]) : 0;
}

/** Messages of a chat as the server has them (newest first, up to 40). */
async function serverMessages(api: APIRequestContext, token: string, otherId: string): Promise<{ id: string; content: string }[]> {
  const chat = await (await api.post(`/api/v1/pleroma/chats/by-account-id/${otherId}`, { headers: bearer(token) })).json();
  return (await api.get(`/api/v1/pleroma/chats/${chat.id}/messages?limit=40`, { headers: bearer(token) })).json();
}

test('alice messages bob from his profile; bob sees it live, replies; badges and title follow', async ({ page, browser, isMobile }) => {
  test.skip(isMobile, 'two desktop contexts; the phone test covers the small screen');
  const text = unique('hello bob');
  const reply = unique('hi alice');

  const bobContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, 'bob');
  await expect(bobPage).toHaveURL(/\/main\/friends$/);
  await bobPage.goto('/users/bob/chats');
  const aliceRow = bobPage.getByRole('link', { name: /Alice/ }).filter({ has: bobPage.locator('.chat-list-item__main') });
  await expect(aliceRow).toBeVisible(LIVE);
  await expectNoSeriousA11yViolations(bobPage);

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/bob');
  await page.getByRole('button', { name: 'Account actions' }).click();
  await page.getByRole('menuitem', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/users\/alice\/chats\/\d+$/);
  await expect(page.getByRole('heading', { name: /Chat with Bob/i })).toBeVisible();
  await expect(scroller(page).getByText('Perfect, see you there')).toBeVisible(LIVE);

  await page.locator('.chat-form input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove the attachment' })).toBeVisible(LIVE);
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  const mine = scroller(page).getByTestId('chat-message').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.locator('.chat-message__attachment img')).toBeVisible();
  await expect(mine.getByText('Sending…')).toHaveCount(0, LIVE);
  await expectNoSeriousA11yViolations(page);

  // bob: the list shows the new last message and an unread count, the nav badge too.
  await expect(aliceRow).toContainText(text, LIVE);
  await expect(aliceRow.locator('.badge')).toBeVisible();
  await expect(chatsLink(bobPage).locator('.badge')).toBeVisible();
  await aliceRow.click();
  await expect(scroller(bobPage).getByTestId('chat-message').filter({ hasText: text }).locator('.chat-message__attachment img')).toBeVisible(LIVE);
  // At the bottom for 1.5 s: read; the badge goes.
  await expect(chatsLink(bobPage).locator('.badge')).toHaveCount(0, LIVE);

  // alice leaves the chat; bob's reply raises her badge and title count.
  await page.goto('/main/friends');
  await expect(chatsLink(page)).toBeVisible();
  await expect(chatsLink(page).locator('.badge')).toHaveCount(0);
  const before = await titleCount(page);
  await messageField(bobPage).fill(reply);
  await bobPage.getByRole('button', { name: 'Send' }).click();
  await expect(chatsLink(page).locator('.badge')).toHaveText(/1/, LIVE);
  await expect.poll(() => titleCount(page), LIVE).toBeGreaterThan(before);
  await chatsLink(page).click();
  await page.getByRole('link', { name: /Bob/ }).filter({ hasText: reply }).click();
  await expect(scroller(page).getByText(reply)).toBeVisible();
  await expect(chatsLink(page).locator('.badge')).toHaveCount(0, LIVE);
  await bobContext.close();
});

test('a send answered 503 waits in the outbox, then arrives once; older load at the top; delete asks first', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop; the phone test covers the small screen');
  const text = unique('through 503');
  const token = await tokenFor(page.request, 'alice');
  const bobId = await accountId(page.request, token, 'bob');

  let failures = 2;
  await page.route('**/api/v1/pleroma/chats/*/messages', async (route) => {
    if (route.request().method() === 'POST' && failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    } else {
      await route.continue();
    }
  });
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/alice/chats/${bobId}`);
  await expect(scroller(page).getByTestId('chat-message').last()).toBeVisible(LIVE);

  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  // A 503 is the instance not there: the message waits in the outbox, marked, and goes once it answers.
  const pending = scroller(page).getByTestId('chat-message').filter({ hasText: text });
  await expect(pending).toContainText('Waiting to send');
  await expect(pending.getByText('Waiting to send')).toHaveCount(0, LIVE);
  expect(failures).toBe(0);
  await expect(scroller(page).getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
  await expect.poll(async () => (await serverMessages(page.request, token, bobId)).filter((m) => m.content.includes(text)).length).toBe(1);

  // The seeded history goes back six days; scrolling to the top brings the oldest day.
  const oldest = scroller(page).getByText('Morning! Did you see the sunrise today?').first();
  await expect(oldest).toHaveCount(0);
  await scroller(page).hover();
  for (let i = 0; i < 8 && (await oldest.count()) === 0; i++) {
    await page.mouse.wheel(0, -4000);
    await page.waitForTimeout(800);
  }
  await expect(oldest).toBeVisible();
  await expect(page.getByRole('button', { name: /Jump to the newest messages/ })).toBeVisible();
  await page.getByRole('button', { name: /Jump to the newest messages/ }).click();

  // Delete lives in each own message's menu, not as a button beside every message.
  const sent = scroller(page).getByTestId('chat-message').filter({ hasText: text });
  await expect(sent.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await sent.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menu', { name: 'Message actions' }).getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete message' });
  await expect(dialog).toContainText('Do you really want to delete this message?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sent).toHaveCount(1);
  await sent.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menu', { name: 'Message actions' }).getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(sent).toHaveCount(0);
  await expect.poll(async () => (await serverMessages(page.request, token, bobId)).some((m) => m.content.includes(text))).toBe(false);
});

test('on a 390 px phone the chat view and its form work', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  const token = await tokenFor(page.request, 'carol');
  const robotId = await accountId(page.request, token, 'robot');
  const text = unique('from the phone');
  await signIn(page, 'carol');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/carol/chats/${robotId}`);
  await expect(page.getByRole('heading', { name: /Chat with/ })).toBeVisible(LIVE);
  const field = messageField(page);
  await expect(field).not.toBeFocused();
  // As on the desktop: Shift+Enter is a new line, Enter sends.
  await field.fill('first line');
  await field.press('Shift+Enter');
  await expect(field).toHaveValue('first line\n');
  await field.fill(text);
  await field.press('Enter');
  await expect(scroller(page).getByText(text)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(page.getByText('Cannot post empty message')).toHaveCount(0);

  // The message's menu, by keyboard: the "more" button opens it with Delete focused.
  const sent = scroller(page).getByTestId('chat-message').filter({ hasText: text });
  const more = sent.getByRole('button', { name: 'Message actions' });
  await more.focus();
  await page.keyboard.press('Enter');
  const deleteItem = page.getByRole('menu', { name: 'Message actions' }).getByRole('menuitem', { name: 'Delete' });
  await expect(deleteItem).toBeFocused();
  const box = await deleteItem.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  const send = await page.getByRole('button', { name: 'Send' }).boundingBox();
  expect(send && send.x + send.width <= 390 && send.y + send.height <= 844).toBe(true);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Cannot post empty message')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
