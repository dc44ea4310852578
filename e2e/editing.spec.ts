import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, tokenFor } from './api';
import { enableStreaming, expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

// Editing with history: alice edits her post with an image and her poll from the
// menu, reads the history with what changed; a failed save keeps the edit and the post as it
// was (also over a reload); another browser sees an edit arrive live.

test.describe.configure({ timeout: 90_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const unique = (what: string) => `${what}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function post(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/v1/statuses', { headers: bearer(token), data: { visibility: 'public', ...data } });
  expect(res.ok()).toBe(true);
  return (await res.json()).id as string;
}

async function postWithImage(request: APIRequestContext, token: string, status: string): Promise<string> {
  const media = await request.post('/api/v1/media', {
    headers: bearer(token),
    multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: PNG }, description: 'a dot' },
  });
  expect(media.ok()).toBe(true);
  return post(request, token, { status, media_ids: [(await media.json()).id] });
}

/** Opens the post's conversation page and its edit dialog; returns the dialog's form. */
async function openEdit(page: Page, id: string, words: string) {
  await page.goto(`/notice/${id}`);
  const article = feedArticles(page).filter({ hasText: words }).first();
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' }).getByRole('form', { name: 'Edit post' });
  await expect(form.getByLabel('Post text')).toBeVisible();
  return { article, form };
}

test('edit a post with an image and a poll, then read its history', async ({ page, request }) => {
  const token = await tokenFor(request, 'alice');
  const word = unique('pic');
  const imageId = await postWithImage(request, token, `A picture ${word} before`);
  const pollWord = unique('vote');
  const pollId = await post(request, token, { status: `Pick ${pollWord}`, poll: { options: ['red', 'green'], expires_in: 86400 } });
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);

  const { article, form } = await openEdit(page, imageId, word);
  await expect(form.getByLabel('Post text')).toHaveValue(`A picture ${word} before`); // from /source
  await expect(form.getByLabel('Description of attachment 1')).toHaveValue('a dot');
  await form.getByLabel('Post text').fill(`A picture ${word} after`);
  await form.getByLabel('Description of attachment 1').fill('a blue dot');
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/v1/statuses/${imageId}`) && r.request().method() === 'PUT'),
    form.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(res.ok()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Edit post' })).toHaveCount(0);
  await expect(article).toContainText(`${word} after`);
  await expect(article.getByRole('img', { name: 'a blue dot' })).toBeVisible();

  await article.getByRole('button', { name: /^Edited .*show the edit history$/ }).click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Original' })).toContainText(`${word} before`);
  const changes = history.getByRole('region', { name: 'Changes from the previous version' });
  await expect(changes.locator('ins')).toContainText('inserted: after');
  await expect(changes.locator('del')).toContainText('removed: before');
  await expect(changes).toContainText('Media or their descriptions changed');
  await expect(history.getByRole('img', { name: 'a dot', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);

  const poll = await openEdit(page, pollId, pollWord);
  await expect(poll.form.getByLabel('Option 2')).toHaveValue('green');
  await poll.form.getByLabel('Option 2').fill('blue');
  await poll.form.getByRole('button', { name: 'Save' }).click();
  await expect(poll.article).toContainText('blue');
  await poll.article.getByRole('button', { name: /^Edited / }).click();
  const pollHistory = page.getByRole('dialog', { name: 'Edit history' });
  await expect(pollHistory.getByRole('region', { name: 'Changes from the previous version' }).locator('ins')).toContainText('blue');
});

test('a failed save keeps the edit, over a reload too, and leaves the post as it was', async ({ page, request }) => {
  const token = await tokenFor(request, 'alice');
  const word = unique('keep');
  const id = await post(request, token, { status: `Draft ${word} one` });
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);
  await page.route(`**/api/v1/statuses/${id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'Something broke' } }) : route.fallback(),
  );

  const { article, form } = await openEdit(page, id, word);
  await form.getByLabel('Post text').fill(`Draft ${word} two`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Saving the edit failed');
  await expect(form.getByLabel('Post text')).toHaveValue(`Draft ${word} two`);
  await expect(article).toContainText(`${word} one`);
  await expect(article.getByRole('button', { name: /^Edited / })).toHaveCount(0);

  await page.reload();
  const again = await openEdit(page, id, word);
  await expect(again.form.getByLabel('Post text')).toHaveValue(`Draft ${word} two`); // the kept draft, not the source
  await page.unroute(`**/api/v1/statuses/${id}`);
  await again.form.getByRole('button', { name: 'Save' }).click();
  await expect(again.article).toContainText(`${word} two`);
  await expect(again.article.getByRole('button', { name: /^Edited / })).toBeVisible();
});

test('another browser sees the edit live', async ({ browser, request }, info) => {
  test.skip(info.project.name === 'phone', 'the desktop run covers live updates');
  const context = await browser.newContext();
  const page = await context.newPage();
  await enableStreaming(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/v1/streaming'));
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await socket;
  const bob = await tokenFor(request, 'bob');
  const word = unique('live');
  const id = await post(request, bob, { status: `Streamed ${word} first` });
  const article = feedArticles(page).filter({ hasText: word });
  await expect(article).toHaveCount(1, { timeout: 10_000 });

  const res = await request.put(`/api/v1/statuses/${id}`, { headers: bearer(bob), data: { status: `Streamed ${word} second` } });
  expect(res.ok()).toBe(true);
  await expect(article).toContainText(`${word} second`, { timeout: 5000 });
  await expect(article.getByRole('button', { name: /^Edited / })).toBeVisible();
  await context.close();
});
