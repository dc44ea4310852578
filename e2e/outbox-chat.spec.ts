// Chat messages in the outbox: written with the network gone, they wait in the chat and in the
// Outbox panel, and reach the server exactly once, in order, when it is back. Checked through the
// API as the other person. Two fresh accounts, so runs never share state (nor raise the chat
// badges of the seeded ones that other specs check).
import { expect, test, type Page } from '@playwright/test';
import { accountId, bearer } from './api';
import { registerViaApi, unique } from './accounts';
import { signInWithOutbox } from './helpers';

const PASSWORD = 'e2e-password-1';
const outbox = (page: Page) => page.getByRole('region', { name: 'Outbox', exact: true });
const scroller = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('chat messages written offline wait in the chat and the outbox, then reach the server once each, in order', async ({ page, context, request, isMobile }) => {
  test.skip(isMobile, 'desktop; the outbox flows run on the phone in outbox.spec');
  test.setTimeout(120_000);
  const name = unique('oc');
  const token = await registerViaApi(request, name, `${name}@example.test`, PASSWORD);
  const friend = unique('ocf');
  const bob = await registerViaApi(request, friend, `${friend}@example.test`, PASSWORD);
  const bobId = await accountId(request, token, friend);
  const myId = await accountId(request, bob, name);
  // The chat exists on both sides (each has its own) before the page opens it.
  const chat = (await (await request.post(`/api/v1/pleroma/chats/by-account-id/${bobId}`, { headers: bearer(token) })).json()) as { id: string };
  const bobsChat = (await (await request.post(`/api/v1/pleroma/chats/by-account-id/${myId}`, { headers: bearer(bob) })).json()) as { id: string };
  const onServer = async (text: string) => {
    const list = (await (await request.get(`/api/v1/pleroma/chats/${bobsChat.id}/messages?limit=40`, { headers: bearer(bob) })).json()) as { content: string }[];
    return list.filter((m) => m.content.includes(text)).map((m) => m.content);
  };

  await signInWithOutbox(page, name, PASSWORD, /OutboxPanel-[^/]*\.js$/);
  // To the chat inside the app (its code comes while online).
  await page.getByRole('navigation').getByRole('link', { name: /^Chats/ }).click();
  await page.getByRole('link', { name: new RegExp(friend) }).filter({ has: page.locator('.chat-list-item__main') }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Chat with ${friend}`, 'i') })).toBeVisible();
  await expect(scroller(page)).toBeVisible();

  let posts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1/pleroma/chats/${chat.id}/messages` && posts++));
  await context.setOffline(true);
  const first = `Offline first ${name}`;
  const second = `Offline second ${name}`;
  for (const text of [first, second]) {
    await messageField(page).fill(text);
    await messageField(page).press('Enter');
    await expect(scroller(page).getByTestId('chat-message').filter({ hasText: text })).toContainText('Waiting to send');
  }
  // Back home (no network needed): the Outbox panel lists both, each can be cancelled.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/main\/friends/);
  const items = outbox(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(first);
  await expect(items.nth(1)).toContainText(second);
  for (const item of [items.nth(0), items.nth(1)]) {
    await expect(item).toContainText('Waiting to send');
    await expect(item.getByRole('button', { name: 'Cancel' })).toBeVisible();
  }
  expect(await onServer(name)).toEqual([]);
  expect(posts).toBe(0);

  await context.setOffline(false);
  await expect(outbox(page)).toHaveCount(0, { timeout: 30_000 });
  // Newest first on the server: the second after the first, each once.
  await expect.poll(() => onServer(name)).toEqual([expect.stringContaining(second), expect.stringContaining(first)]);
  expect(posts).toBe(2);
});
