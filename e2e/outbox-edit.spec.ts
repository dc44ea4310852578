// A post waiting in the outbox is edited from the Outbox panel; when the network is
// back the server receives only the edited text, once.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from './api';
import { registerViaApi, unique } from './accounts';
import { signInWithOutbox } from './helpers';

const PASSWORD = 'e2e-password-1';
const outbox = (page: Page) => page.getByRole('region', { name: 'Outbox', exact: true });

async function ownStatuses(request: APIRequestContext, token: string): Promise<string[]> {
  const me = await (await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json();
  const list = (await (await request.get(`/api/v1/accounts/${me.id}/statuses?limit=40`, { headers: bearer(token) })).json()) as { content: string }[];
  return list.map((s) => s.content);
}

test('a post queued offline is edited in the Outbox panel and only the edit reaches the server, once', async ({ page, context, request }, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  const name = unique('oe');
  const token = await registerViaApi(request, name, `${name}@example.test`, PASSWORD);
  // The panel's code and its edit form's come while online (the service worker is off in these tests).
  await signInWithOutbox(page, name, PASSWORD, /OutboxPostEditForm-[^/]*\.js$/);
  if (phone) {
    await page.getByRole('button', { name: 'New post' }).click();
    await expect(page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'New post' })).toBeVisible();
  }
  const form = phone ? page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'New post' }) : page.getByRole('form', { name: 'New post' }).first();

  let posts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/statuses' && posts++));
  await context.setOffline(true);
  const first = `First words ${name}`;
  const edited = `Better words ${name}`;
  await form.getByLabel('Post text').fill(first);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const item = outbox(page).getByRole('listitem');
  await expect(item).toContainText(first);
  await expect(item).toContainText('Waiting to send');

  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = item.getByRole('form', { name: 'Edit the waiting post' });
  await expect(edit.getByLabel('Post text')).toHaveValue(first);
  await edit.getByLabel('Post text').fill(edited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(item).toContainText(edited);
  await expect(item).not.toContainText(first);
  expect(posts).toBe(0);

  await context.setOffline(false);
  await expect(outbox(page)).toHaveCount(0, { timeout: 30_000 });
  const texts = await ownStatuses(request, token);
  expect(texts.filter((c) => c.includes(edited))).toHaveLength(1);
  expect(texts.filter((c) => c.includes(first))).toHaveLength(0);
  expect(posts).toBe(1);
});
