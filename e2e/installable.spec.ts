// An installable app that starts instantly: the manifest Chromium's install criteria
// read (fields, icons that load at their sizes), the service worker registering and controlling
// the page, and a signed-in person's last home page opening with no network at all.
import { expect, test, type Page } from '@playwright/test';
import { feedArticles, signIn } from './helpers';

// The other specs run without the worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

/** The record store/lastSeenDb.ts keeps: how many home statuses it holds (0 when none yet). */
const keptHomeCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('starling');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lastSeen')) return resolve(0);
          const get = db.transaction('lastSeen').objectStore('lastSeen').get('current');
          get.onsuccess = () => resolve((get.result as { home?: string[] } | undefined)?.home?.length ?? 0);
          get.onerror = () => resolve(0);
        };
      }),
  );

test('the manifest meets the install criteria and its icons load', async ({ page, request }) => {
  await page.goto('/main/all');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown>;
  const instance = (await (await request.get('/api/v1/instance')).json()) as { title: string };
  expect(manifest.name).toBe(instance.title);
  expect(manifest.short_name).toBe(instance.title);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  // Images too: Chromium takes files only from a multipart POST, which the worker turns into GET /share.
  expect(manifest.share_target).toEqual({
    action: '/share',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'media', accept: ['image/*'] }] },
  });

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose && i.type === 'image/png');
      expect(icon, `${purpose} icon ${size}`).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.ok()).toBe(true);
      expect(pngSize(await png.body())).toEqual([size, size]);
    }
  }
});

test('the worker controls the page, and the last home page opens with no network', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).first()).toBeVisible();

  // Registered after the first paint; controls the page once the build is precached.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect.poll(() => keptHomeCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
  const firstText = (await feedArticles(page).first().innerText()).slice(0, 60);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
    await expect(feedArticles(page).first()).toBeVisible();
    await expect(feedArticles(page).first()).toContainText(firstText.split('\n')[0]);
    expect(await feedArticles(page).count()).toBeGreaterThan(1);
  } finally {
    await context.setOffline(false);
  }
});

/** Before the app's scripts run: each first feed article seen, the kept picture's and the app's. */
function recordFirstArticles() {
  const log: { picture: boolean; inert: boolean; text: string; box: number[] }[] = [];
  (window as unknown as { __articles: typeof log }).__articles = log;
  new MutationObserver(() => {
    const article = document.querySelector('[role="feed"] article');
    if (!article) return;
    const picture = article.closest('[data-kept-picture]') !== null;
    if (log.some((l) => l.picture === picture)) return;
    const r = article.getBoundingClientRect();
    // Its words, not its age: "28s" ago in the picture may be "31s" when the app draws it.
    const words = article.cloneNode(true) as HTMLElement;
    words.querySelectorAll('time').forEach((t) => t.remove());
    log.push({ picture, inert: article.closest('[inert]') !== null, text: (words.textContent ?? '').slice(0, 120), box: [r.x, r.y, r.width, r.height] });
  }).observe(document, { childList: true, subtree: true });
}

test('a return draws the kept picture of home at once, and the app takes its place without a move', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect.poll(() => keptHomeCount(page), { timeout: 15_000 }).toBeGreaterThan(0);

  await page.addInitScript(recordFirstArticles);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  const articles = () => page.evaluate(() => (window as unknown as { __articles: { picture: boolean; inert: boolean; text: string; box: number[] }[] }).__articles);
  await expect.poll(async () => (await articles()).length).toBe(2);
  const [picture, drawn] = await articles();
  expect(picture).toMatchObject({ picture: true, inert: true });
  expect(drawn).toMatchObject({ picture: false, inert: false, text: picture!.text, box: picture!.box });
  await expect(page.locator('[data-kept-picture]')).toHaveCount(0);

  // Another page is not home: no picture of home there.
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();
  expect((await articles()).some((a) => a.picture)).toBe(false);
});

test("sharing to the app opens the new-post form with what was shared", async ({ page }) => {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/share?title=A%20read&text=Worth%20it&url=https%3A%2F%2Fexample.org%2Fa');
  const form = page.getByRole('main').getByRole('textbox', { name: 'Post text' });
  await expect(form).toHaveValue('A read\n\nWorth it\n\nhttps://example.org/a');
});

// A 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('an image shared to the app (a multipart POST the worker receives) opens the post form with it attached', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  // What the system's share sheet sends: the manifest's share_target, as a form the page submits.
  await page.evaluate((png) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share';
    form.enctype = 'multipart/form-data';
    const text = Object.assign(document.createElement('input'), { name: 'text', value: 'A dot worth sharing' });
    const file = Object.assign(document.createElement('input'), { type: 'file', name: 'media' });
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'dot.png', { type: 'image/png' }));
    file.files = dt.files;
    form.append(text, file);
    document.body.append(form);
    form.submit();
  }, PNG_BASE64);
  await expect(page).toHaveURL(/\/share\?text=A\+dot\+worth\+sharing&files=/);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Post text' })).toHaveValue(/A dot worth sharing/);
  // Uploaded through the normal path: its description field is there.
  await expect(main.getByRole('textbox', { name: 'Description of attachment 1' })).toBeVisible({ timeout: 30_000 });
});
