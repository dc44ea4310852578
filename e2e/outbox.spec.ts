// The outbox: actions made offline are kept, shown as waiting, and reach the server
// exactly once, in order, when the network is back; several tabs send once; a refusal shows the
// server's words. Each test registers its own account, so the runs never share state.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountId, bearer, postAs, tokenFor } from './api';
import { registerViaApi, unique } from './accounts';
import { feedArticles, signIn } from './helpers';

const PASSWORD = 'e2e-password-1';

async function freshFollowerOfBob(request: APIRequestContext) {
  const name = unique('ob');
  const token = await registerViaApi(request, name, `${name}@example.test`, PASSWORD);
  const bob = await tokenFor(request, 'bob');
  const bobId = await accountId(request, token, 'bob');
  expect((await request.post(`/api/v1/accounts/${bobId}/follow`, { headers: bearer(token) })).ok()).toBe(true);
  return { name, token, bob };
}

/** Signed in on home, with the outbox's code loaded (it opens its database after the first screen). */
async function home(page: Page, name: string) {
  const panelCode = page.waitForResponse(/OutboxPanel-[^/]*\.js$/);
  await signIn(page, name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends/);
  await expectOutboxReady(page);
  await panelCode;
}

async function expectOutboxReady(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'starling-outbox')), { timeout: 20_000 })
    .toBe(true);
}

const article = (page: Page, text: string) => feedArticles(page).filter({ hasText: text }).first();
const outbox = (page: Page) => page.getByRole('region', { name: 'Outbox', exact: true });

async function openComposer(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('form', { name: 'New post' }).first();
  await page.getByRole('button', { name: 'New post' }).click();
  // The modal is a chunk of its own: it is there once its code has come.
  const form = page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'New post' });
  await expect(form).toBeVisible();
  return form;
}

/** Closes the phone's post modal (pressed again should the first Escape come before it listens). */
async function closeComposer(page: Page) {
  const modal = page.getByRole('dialog', { name: 'New post' });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

async function postFrom(page: Page, phone: boolean, text: string) {
  const form = await openComposer(page, phone);
  await form.getByLabel('Post text').fill(text);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  // Kept by the outbox is posted as far as the form goes: cleared, and the phone's modal closes.
  if (phone) await expect(page.getByRole('dialog', { name: 'New post' })).toHaveCount(0);
  else await expect(form.getByLabel('Post text')).toHaveValue('');
  await expect(outbox(page).getByRole('listitem').filter({ hasText: text })).toContainText('Waiting to send');
}

async function ownStatuses(request: APIRequestContext, token: string): Promise<string[]> {
  const me = await (await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json();
  const list = (await (await request.get(`/api/v1/accounts/${me.id}/statuses?limit=40`, { headers: bearer(token) })).json()) as { content: string; reblog: unknown }[];
  return list.filter((s) => !s.reblog).map((s) => s.content);
}

test('20 actions made offline reach the server once each, in order, and wait until then', async ({ page, context, request }, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const { name, token, bob } = await freshFollowerOfBob(request);
  const tag = name;
  const ids: string[] = [];
  for (let i = 0; i < 7; i++) ids.push(await postAs(request, bob, `Outbox target ${i} ${tag}`));
  await home(page, name);
  await expect(article(page, `Outbox target 0 ${tag}`)).toBeVisible();
  if (phone) {
    await openComposer(page, true); // its code, loaded while online
    await closeComposer(page);
  }

  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && path.startsWith('/api/v1/statuses')) sent.push(path);
  });

  await context.setOffline(true);
  const expected: string[] = [];
  for (let i = 0; i < 6; i++) {
    const post = article(page, `Outbox target ${i} ${tag}`);
    const fav = post.getByRole('button', { name: /^Favorite/ });
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    await expect(fav).toContainText('Waiting to send');
    expected.push(`/api/v1/statuses/${ids[i]}/favourite`);
    await postFrom(page, phone, `Offline post ${i} ${tag}`);
    expected.push('/api/v1/statuses');
    const repeat = post.getByRole('button', { name: /^Repeat/ });
    await repeat.click();
    await expect(repeat).toContainText('Waiting to send');
    expected.push(`/api/v1/statuses/${ids[i]}/reblog`);
  }
  // A favourite and its undo cancel each other: neither is sent.
  const last = article(page, `Outbox target 6 ${tag}`).getByRole('button', { name: /^Favorite/ });
  await last.click();
  await expect(last).toContainText('Waiting to send');
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'false');
  await expect(last).not.toContainText('Waiting to send');

  await expect(outbox(page).getByRole('listitem')).toHaveCount(18);
  // Nothing reached the server while offline.
  expect(await ownStatuses(request, token)).toEqual([]);
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect(outbox(page)).toHaveCount(0, { timeout: 60_000 });
  expect(sent).toEqual(expected);
  const texts = await ownStatuses(request, token);
  for (let i = 0; i < 6; i++) expect(texts.filter((c) => c.includes(`Offline post ${i} ${tag}`))).toHaveLength(1);
  expect(texts).toHaveLength(6);
  const favourites = (await (await request.get('/api/v1/favourites?limit=40', { headers: bearer(token) })).json()) as { id: string }[];
  expect(favourites.map((s) => s.id).sort()).toEqual(ids.slice(0, 6).sort());
  for (let i = 0; i < 6; i++) {
    const by = (await (await request.get(`/api/v1/statuses/${ids[i]}/reblogged_by`, { headers: bearer(token) })).json()) as { acct: string }[];
    expect(by.filter((a) => a.acct === name)).toHaveLength(1);
  }
  await expect(article(page, `Outbox target 0 ${tag}`).getByRole('button', { name: /^Favorite/ })).not.toContainText('Waiting to send');
});

test('a post queued in one of three tabs is sent once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { name, token } = await freshFollowerOfBob(request);
  await home(page, name);
  const others = [await context.newPage(), await context.newPage()];
  for (const p of others) {
    const panelCode = p.waitForResponse(/OutboxPanel-[^/]*\.js$/);
    await p.goto('/main/friends');
    await expectOutboxReady(p);
    await panelCode;
  }
  let posts = 0;
  for (const p of [page, ...others]) p.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/statuses' && posts++));
  const text = `Three tabs ${name}`;
  const phone = test.info().project.name === 'phone';
  await others[0].bringToFront();
  if (phone) {
    await openComposer(others[0], true); // its code, loaded while online
    await closeComposer(others[0]);
  }
  await context.setOffline(true);
  await postFrom(others[0], phone, text);
  // Every tab shows the same outbox.
  for (const p of [page, others[1]]) await expect(outbox(p).getByRole('listitem').filter({ hasText: text })).toContainText('Waiting to send');
  await context.setOffline(false);
  for (const p of [page, ...others]) await expect(outbox(p)).toHaveCount(0, { timeout: 30_000 });
  expect((await ownStatuses(request, token)).filter((c) => c.includes(text))).toHaveLength(1);
  expect(posts).toBe(1);
});

test('a queued favourite of a post deleted meanwhile shows the server\'s refusal', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { name, token, bob } = await freshFollowerOfBob(request);
  const text = `Soon gone ${name}`;
  const id = await postAs(request, bob, text);
  await home(page, name);
  await context.setOffline(true);
  const fav = article(page, text).getByRole('button', { name: /^Favorite/ });
  await fav.click();
  await expect(fav).toContainText('Waiting to send');
  expect((await request.delete(`/api/v1/statuses/${id}`, { headers: bearer(bob) })).ok()).toBe(true);
  // What the server says to a favourite of a deleted post.
  const refusal = await request.post(`/api/v1/statuses/${id}/favourite`, { headers: bearer(token) });
  expect(refusal.status()).toBe(404);
  const words = ((await refusal.json()) as { error: string }).error;
  await context.setOffline(false);
  const item = outbox(page).getByRole('listitem').filter({ hasText: 'Favorite' });
  await expect(item.getByRole('alert')).toHaveText(`Not sent: ${words}`, { timeout: 30_000 });
  await expect(fav).toContainText(`Not sent: ${words}`);
  await item.getByRole('button', { name: 'Dismiss' }).click();
  await expect(outbox(page)).toHaveCount(0);
});
