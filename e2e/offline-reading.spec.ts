// Reading offline: a tag timeline, a profile and a conversation read online open
// offline on their kept copies with an "Offline — as of" notice; a picture that cannot load shows
// its description; back online the notice leaves and new posts wait behind "Show new".
import { expect, test, type Page } from '@playwright/test';
import { accountId, bearer, postAs, tokenFor } from './api';
import { unique } from './accounts';
import { feedArticles, signIn } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Client-side navigation (no reload), as when following a link. */
async function clientNav(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The keys of the views kept in IndexedDB (store/keptViewsDb.ts). */
const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('starling-kept');
        // Not there yet: leave it to the app to create (an empty one made here would lack its store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('views')) return resolve([]);
          const keys = db.transaction('views').objectStore('views').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => resolve([]);
        };
      }),
  );

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline — as of / });

test('a tag, a profile and a conversation read online open offline, then refresh quietly', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const carol = await tokenFor(request, 'carol');
  const carolId = await accountId(request, carol, 'carol');
  const tag = unique('offline');
  const other = unique('elsewhere');
  const media = await request.post('/api/v1/media', {
    headers: bearer(carol),
    multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: PNG }, description: 'A red dot on white' },
  });
  expect(media.ok()).toBe(true);
  const pictured = await request.post('/api/v1/statuses', {
    headers: bearer(carol),
    data: { status: `A picture #${tag}`, visibility: 'public', media_ids: [(await media.json()).id] },
  });
  expect(pictured.ok()).toBe(true);
  const root = await postAs(request, carol, `Words first #${tag}`);
  const reply = await request.post('/api/v1/statuses', {
    headers: bearer(carol),
    data: { status: `And a reply ${tag}`, visibility: 'public', in_reply_to_id: root },
  });
  expect(reply.ok()).toBe(true);
  await postAs(request, carol, `Another subject #${other}`);

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  // The keeper is a chunk started after the first screen: views read before it runs are not kept.
  await expect.poll(() => keptKeys(page), { timeout: 30_000 }).toContain('timeline:friends');
  // Read online: the tag, then another tag in its place; carol's profile, then bob's; the thread.
  await clientNav(page, `/tag/${tag}`);
  await expect(feedArticles(page).filter({ hasText: `A picture #${tag}` })).toBeVisible();
  await clientNav(page, `/tag/${other}`);
  await expect(feedArticles(page).filter({ hasText: `Another subject #${other}` })).toBeVisible();
  await clientNav(page, '/carol');
  await expect(feedArticles(page).filter({ hasText: `Words first #${tag}` })).toBeVisible();
  await clientNav(page, '/bob');
  await expect(page.getByRole('main').getByRole('heading', { name: /bob/i }).first()).toBeVisible();
  await clientNav(page, `/notice/${root}`);
  await expect(feedArticles(page).filter({ hasText: `And a reply ${tag}` })).toBeVisible();
  await clientNav(page, '/main/friends');
  await expect
    .poll(() => keptKeys(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([`timeline:tag:${tag}`, `timeline:user:${carolId}`, `conversation:${root}`]));

  // Offline, with the picture in no cache.
  await page.route(/\/media\//, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  try {
    await clientNav(page, `/carol`);
    await expect(feedArticles(page).filter({ hasText: `Words first #${tag}` })).toBeVisible();
    await expect(notice(page)).toBeVisible();

    await clientNav(page, `/notice/${root}`);
    await expect(feedArticles(page).filter({ hasText: `Words first #${tag}` })).toBeVisible();
    await expect(feedArticles(page).filter({ hasText: `And a reply ${tag}` })).toBeVisible();
    await expect(notice(page)).toBeVisible();

    await clientNav(page, `/tag/${tag}`);
    const pictureArticle = feedArticles(page).filter({ hasText: `A picture #${tag}` });
    await expect(pictureArticle).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await expect(pictureArticle.getByText('A red dot on white')).toBeVisible();
    await expect(pictureArticle.locator('img[alt="A red dot on white"]')).toHaveCount(0);

    // Meanwhile on the server: a new post in the tag.
    await postAs(request, carol, `Newer while away #${tag}`);
  } finally {
    await context.setOffline(false);
  }
  // Back online: the notice leaves, the new post waits behind "Show new", nothing jumps.
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show new (1)' })).toBeVisible({ timeout: 15_000 });
  await expect(feedArticles(page).filter({ hasText: `Newer while away #${tag}` })).toHaveCount(0);
  await expect(feedArticles(page).first()).toContainText('Words first');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a tag timeline read online opens on a reload with no network', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const carol = await tokenFor(request, 'carol');
    const tag = unique('reload');
    await postAs(request, carol, `Kept for the train #${tag}`);
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(feedArticles(page).first()).toBeVisible();
    await clientNav(page, `/tag/${tag}`);
    await expect(feedArticles(page).filter({ hasText: `Kept for the train #${tag}` })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await expect.poll(() => keptKeys(page), { timeout: 30_000 }).toContain(`timeline:tag:${tag}`);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(feedArticles(page).filter({ hasText: `Kept for the train #${tag}` })).toBeVisible();
      await expect(notice(page)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(notice(page)).toHaveCount(0);
  });
});
