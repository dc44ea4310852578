// Filters: server filters applied as the server says. On the Mastodon flavour a v2
// filter with warn shows "Filtered: <title>" with "Show anyway", one with hide removes the post;
// on the Pleroma flavour a v1 filter hides a post in the contexts it names (the client matches,
// Pleroma marks nothing). Filters are made through the API and removed afterwards; the settings
// tab that manages them is driven once on each flavour.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MASTODON_URL, PLEROMA_URL } from '../playwright.config';
import { bearer, postAs, tokenFor } from './api';
import { feedArticles, signIn } from './helpers';

const word = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signedInOn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
}

async function createFilter(request: APIRequestContext, token: string, api: 'v1' | 'v2', data: object): Promise<() => Promise<void>> {
  const res = await request.post(`/api/${api}/filters`, { headers: bearer(token), data });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  return async () => void (await request.delete(`/api/${api}/filters/${id}`, { headers: bearer(token) }));
}

test.describe('v2 filters on the Mastodon flavour', () => {
  test.use({ baseURL: MASTODON_URL });

  test('warn shows "Filtered: <title>" and reveals; hide removes the post', async ({ page, request }) => {
    const [alice, bob] = [await tokenFor(request, 'alice'), await tokenFor(request, 'bob')];
    const warnWord = word('warnveg');
    const hideWord = word('hideveg');
    const title = `Veg ${warnWord}`;
    const undo = [
      await createFilter(request, alice, 'v2', { title, context: ['public'], filter_action: 'warn', keywords_attributes: [{ keyword: warnWord, whole_word: true }] }),
      await createFilter(request, alice, 'v2', { title: 'Gone', context: ['public'], filter_action: 'hide', keywords_attributes: [{ keyword: hideWord, whole_word: true }] }),
    ];
    try {
      await postAs(request, bob, `A post about ${warnWord} soup`);
      await postAs(request, bob, `A post about ${hideWord} pie`);
      const control = word('control');
      await postAs(request, bob, `Nothing filtered here ${control}`);
      await signedInOn(page, MASTODON_URL);
      await page.goto('/main/public');
      await expect(feedArticles(page).filter({ hasText: control })).toBeVisible();
      const warned = feedArticles(page).filter({ hasText: `Filtered: ${title}` });
      await expect(warned).toBeVisible();
      await expect(warned).not.toContainText(`${warnWord} soup`);
      await warned.getByRole('button', { name: 'Show anyway' }).click();
      await expect(feedArticles(page).filter({ hasText: `${warnWord} soup` })).toBeVisible();
      await expect(feedArticles(page).filter({ hasText: hideWord })).toHaveCount(0);
      // Only in the contexts named: bob's profile (account) shows both.
      await page.goto('/users/bob');
      await expect(feedArticles(page).filter({ hasText: `${hideWord} pie` })).toBeVisible();
    } finally {
      for (const u of undo) await u();
    }
  });

  test('the Server filters settings tab creates and deletes a v2 filter', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the settings dialog is driven on the desktop layout; the filter rules run on both');
    await signedInOn(page, MASTODON_URL);
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('tab', { name: 'Server filters' }).click();
    await dialog.getByRole('button', { name: 'New filter' }).click();
    const title = word('Tab');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('textbox', { name: 'Keyword' }).fill('turnip');
    await dialog.getByRole('checkbox', { name: 'Public timelines' }).check();
    await dialog.getByRole('radio', { name: 'Hide completely' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: title })).toContainText('turnip');
    await dialog.getByRole('button', { name: `Delete filter ${title}` }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});

test.describe('v1 filters on the Pleroma flavour', () => {
  test.use({ baseURL: PLEROMA_URL });

  test('a v1 filter hides a post in its context, not elsewhere', async ({ page, request }) => {
    const [alice, bob] = [await tokenFor(request, 'alice'), await tokenFor(request, 'bob')];
    const phrase = word('rutabaga');
    const undo = await createFilter(request, alice, 'v1', { phrase, context: ['public'], whole_word: true, irreversible: false });
    try {
      await postAs(request, bob, `Today: ${phrase} stew`);
      const control = word('control');
      await postAs(request, bob, `Nothing filtered here ${control}`);
      await signedInOn(page, PLEROMA_URL);
      await page.goto('/main/public');
      await expect(feedArticles(page).filter({ hasText: control })).toBeVisible();
      await expect(feedArticles(page).filter({ hasText: phrase })).toHaveCount(0);
      await page.goto('/users/bob');
      await expect(feedArticles(page).filter({ hasText: `${phrase} stew` })).toBeVisible();
    } finally {
      await undo();
    }
  });
});
