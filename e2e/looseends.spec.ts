import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, tokenFor } from './api';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

// Loose ends and the new user's layout trips: not-found page,
// status heading icons and expand, the timeline switcher, chunk-load failures, known domains, the
// boot-time favicon service, Flash attachments, the wide layout's notifications column.
// Signed-in tests act as `admin`, whom no other spec signs in as; what they post they delete.

/** Client-side navigation (no reload), as when clicking a link. */
async function clientNav(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function seededStatusId(request: APIRequestContext, tag: string, words: string): Promise<string> {
  const res = await request.get(`/api/v1/timelines/tag/${tag}?limit=40`);
  expect(res.ok()).toBeTruthy();
  const found = ((await res.json()) as { id: string; content: string }[]).find((s) => s.content.includes(words));
  expect(found, `seeded status "${words}"`).toBeTruthy();
  return found!.id;
}

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(main).toContainText('There is nothing at /no/such/page');
  await expect(main).not.toContainText(/coming soon/i);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(feedArticles(page).first()).toBeVisible();
});

test('the timeline title is a keyboard menu of the timelines a person may see', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/main/all');
  const trigger = page.getByRole('button', { name: 'The whole known network' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Timelines' });
  // A visitor: no home, bookmarks or direct messages.
  await expect(menu.getByRole('menuitem')).toHaveText(['Public timeline', 'The whole known network']);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'The whole known network' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByRole('button', { name: 'Public timeline' })).toBeVisible();
  await expect(feedArticles(page).first()).toBeVisible();
});

test('signed in, the switcher offers every timeline and switches by click', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the signed-in menu is the same component; the phone run covers the visitor menu');
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.getByRole('button', { name: 'Home timeline' }).click();
  const menu = page.getByRole('menu', { name: 'Timelines' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Home timeline',
    'Public timeline',
    'The whole known network',
    'Bookmarks',
    'Direct messages',
  ]);
  await menu.getByRole('menuitem', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('button', { name: 'Bookmarks' })).toBeVisible();
});

test('a status heading shows its visibility and an expand link to its conversation', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'heading layout is the same on a phone; one run proves it');
  test.setTimeout(60_000);
  const token = await tokenFor(request, 'admin');
  const ids: string[] = [];
  const post = async (visibility: string, status: string) => {
    const res = await request.post('/api/v1/statuses', { headers: bearer(token), data: { status, visibility } });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).id as string);
  };
  try {
    await post('public', 'Heading check: public post');
    await post('unlisted', 'Heading check: unlisted post');
    await post('private', 'Heading check: followers-only post');
    await post('direct', 'Heading check: a note to myself');
    const me = (await (await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json()) as { id: string };
    const profile = `/users/${me.id}`;
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.goto(profile);
    const byText = (words: string) => page.getByRole('main').getByRole('article').filter({ hasText: `Heading check: ${words}` }).first();
    await expect(byText('public post').getByRole('img', { name: 'Public' })).toBeVisible();
    await expect(byText('unlisted post').getByRole('img', { name: /^Unlisted/ })).toBeVisible();
    await expect(byText('followers-only post').getByRole('img', { name: 'Followers only' })).toBeVisible();
    await page.goto(`/notice/${ids[3]}`);
    await expect(byText('a note to myself').getByRole('img', { name: /^Direct/ })).toBeVisible();
    // On its conversation page a status needs no expand link.
    await expect(byText('a note to myself').getByRole('link', { name: 'Open in the conversation' })).toHaveCount(0);

    await page.goto(profile);
    await byText('public post').getByRole('link', { name: 'Open in the conversation' }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${ids[0]}$`));
    await expect(page.getByRole('feed', { name: 'Conversation' }).getByRole('article').first()).toContainText('public post');
  } finally {
    for (const id of ids) await request.delete(`/api/v1/statuses/${id}`, { headers: bearer(token) });
  }
});

test('a chunk that fails to load shows its kind with a retry; a removed one reloads once', async ({ page, isMobile }) => {
  test.skip(isMobile, 'chunk loading does not depend on the screen size');
  page.on('console', () => {}); // the failures are logged on purpose
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();

  // Network failure: the error kind and a retry that imports again.
  await page.route('**/_starling/AboutPage-*.js', (route) => route.abort('connectionreset'));
  await clientNav(page, '/about');
  const alert = page.locator('[data-chunk-error]');
  await expect(alert).toContainText('could not be loaded');
  await expect(alert).toHaveAttribute('data-chunk-error', 'error');
  await page.unroute('**/_starling/AboutPage-*.js');
  await alert.getByRole('button', { name: 'Please try again' }).click();
  await expect(page.getByRole('main').locator('.about-page')).toBeVisible();

  // A new deployment removed the chunk: one reload, then (still missing) the 'missing' message.
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();
  await page.route('**/_starling/AboutPage-*.js', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' }));
  const reloaded = page.waitForEvent('load');
  await clientNav(page, '/about');
  await reloaded;
  await expect(alert).toHaveAttribute('data-chunk-error', 'missing');
  await expect(alert).toContainText('no longer on the server');
  expect(await page.evaluate(() => sessionStorage.getItem('starling:chunk-reload'))).not.toBeNull();
});

test('boot starts the favicon service and a signed-in start loads the known domains', async ({ page, isMobile }) => {
  test.skip(isMobile, 'start-up is the same on a phone');
  test.setTimeout(60_000);
  const peers: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/instance/peers')) peers.push(r.url());
  });
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();
  // The service is running before anyone signs in (it starts at boot).
  await expect(page.locator('link[rel~="icon"][data-badge="off"]')).toHaveCount(1);
  expect(peers, 'a visitor has no domain field to fill').toEqual([]);

  const peersLoaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/instance/peers') && r.ok());
  await signIn(page, 'admin');
  const res = await peersLoaded;
  expect(await res.json()).toEqual(expect.arrayContaining(['remote.example']));

  // Where a domain is typed, the known ones are offered (the browser's list of the field).
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Mutes and blocks' }).click();
  const field = dialog.getByLabel('Domain', { exact: true });
  await field.fill('remo');
  const listId = await field.getAttribute('list');
  expect(listId).toBeTruthy();
  const offered = await page.locator(`datalist[id="${listId}"] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toEqual(['remote.example']);
  await field.fill('');
  expect(await page.locator(`datalist[id="${listId}"] option`).count()).toBeGreaterThan(1);
});

test('a Flash attachment loads the emulator only on a click, from our own build', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the placeholder is a plain button on a phone too; the emulator download is the slow part');
  test.setTimeout(60_000);
  const id = await seededStatusId(request, 'flash', 'old Flash animation');
  const emulator: string[] = [];
  page.on('request', (r) => {
    if (/\/ruffle-[\d.]+\//.test(r.url())) emulator.push(r.url());
  });
  await page.goto(`/notice/${id}`);
  const play = page.getByRole('button', { name: /click to play it with the Ruffle Flash emulator/ });
  await expect(play).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(emulator, 'nothing of the emulator before the click').toEqual([]);

  // The player's wasm comes from our build with the type browsers insist on.
  const wasm = page.waitForResponse((r) => /\/ruffle-[\d.]+\/\w+\.wasm$/.test(r.url()));
  await play.click();
  const flash = page.locator('.flash--open');
  await expect(flash).toHaveAttribute('data-state', /loading|playing/);
  expect(emulator.some((u) => u.endsWith('/ruffle.js'))).toBe(true);
  const res = await wasm;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/wasm');
  await expect(flash.locator('ruffle-player')).toHaveCount(1);

  await flash.getByRole('button', { name: 'Stop Flash content' }).click();
  await expect(page.locator('ruffle-player')).toHaveCount(0);
  await expect(play).toBeVisible();
});

test('wide screens give notifications a column; a tall sidebar scrolls visibly', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the columns are a desktop layout');
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/main\/friends$/);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const column = page.getByRole('complementary', { name: 'Notifications', exact: true });
  await expect(sidebar.locator('.notifications--sidebar')).toBeVisible();
  await expect(column).toHaveCount(0);
  // 600 px tall: the sidebar holds more than fits, scrolls on its own and says so at its edge.
  await expect(sidebar).toHaveAttribute('data-more-below', '');
  expect(await sidebar.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  await sidebar.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(sidebar).not.toHaveAttribute('data-more-below', '');
  await expect(sidebar).toHaveAttribute('data-more-above', '');

  await page.setViewportSize({ width: 1400, height: 800 });
  await expect(column.locator('.notifications--sidebar')).toBeVisible();
  await expect(sidebar.locator('.notifications--sidebar')).toHaveCount(0);
  const [main, notif] = await Promise.all([page.locator('#main').boundingBox(), column.boundingBox()]);
  expect(notif!.x, 'the column sits beside main').toBeGreaterThan(main!.x + main!.width - 1);
});

test('the about page shows the instance and features panels once', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the sidebar is a desktop layout');
  await page.goto('/main/all');
  await expect(page.locator('.instance-panel')).toHaveCount(1);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('main').locator('.about-page')).toBeVisible();
  await expect(page.locator('.instance-panel')).toHaveCount(1);
  await expect(page.locator('.features-panel')).toHaveCount(1);
  await expect(page.getByRole('main').locator('.instance-panel')).toHaveCount(1);
});
