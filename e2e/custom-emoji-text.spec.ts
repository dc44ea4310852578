import { expect, test } from '@playwright/test';
import { bearer } from './api';
import { registerViaApi, unique } from './accounts';
import { signIn } from './helpers';

// Custom emoji show as pictures, never as `:shortcode:` text, in the shoutbox
// and in the chat list's previews (as they do in statuses). Fresh accounts, nothing shared.

const PASSWORD = 'e2e-password-1';

test('a shout with a custom emoji shows the picture', async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = unique('shouter');
  await registerViaApi(request, name, `${name}@example.test`, PASSWORD);
  await signIn(page, name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/shout-panel');
  const box = page.getByRole('region', { name: 'Shoutbox' });
  const field = box.getByRole('textbox', { name: 'Shout' });
  await expect(field).toBeEnabled({ timeout: 25_000 });
  const tag = `emo${Date.now().toString(36)}`;
  await field.fill(`:blob: hello ${tag}`);
  await field.press('Enter');
  const shout = box.getByRole('listitem').filter({ hasText: tag });
  await expect(shout.locator('img.emoji[alt=":blob:"]')).toBeVisible({ timeout: 25_000 });
  await expect(shout).not.toContainText(':blob:');
});

test('the chat list previews a message with its custom emoji as pictures', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [reader, writer] = [unique('chatread'), unique('chatwrite')];
  await registerViaApi(request, reader, `${reader}@example.test`, PASSWORD);
  const writerToken = await registerViaApi(request, writer, `${writer}@example.test`, PASSWORD);
  const lookup = await (await request.get(`/api/v1/accounts/lookup?acct=${reader}`, { headers: bearer(writerToken) })).json();
  const chat = await (await request.post(`/api/v1/pleroma/chats/by-account-id/${lookup.id}`, { headers: bearer(writerToken) })).json();
  const sent = await request.post(`/api/v1/pleroma/chats/${chat.id}/messages`, { headers: bearer(writerToken), data: { content: 'hi :heart_pink: there' } });
  expect(sent.ok()).toBe(true);

  await signIn(page, reader, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/users/${reader}/chats`);
  const row = page.locator('.chat-list-item').filter({ hasText: 'there' });
  await expect(row.locator('img.emoji[alt=":heart_pink:"]')).toBeVisible();
  await expect(row).not.toContainText(':heart_pink:');
  await expect(row).toContainText('hi');
});
