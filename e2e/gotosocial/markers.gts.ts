import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { GTS_PROXY_URL, GTS_URL } from '../../playwright.gotosocial.config';
import { gtsClient, postStatus, signInAsAlice, tokenByCodeFlow } from './gts-api';

// Markers on a real GoToSocial 0.19.2: the home marker round-trips. Alice reads her home down to
// her 10th newest post on one device; GoToSocial's /api/v1/markers then holds it; a second device
// (browser context) opens home there, with "9 new posts above".
let api: APIRequestContext;
let alice = '';

test.skip(Boolean(process.env.GTS_SKIPPED), 'no ../shared/gotosocial beside this checkout');

test.beforeAll(async () => {
  api = await gtsClient(GTS_URL);
  alice = await tokenByCodeFlow(api, 'alice@example.org');
});
test.afterAll(async () => api.dispose());

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: GTS_PROXY_URL, viewport: { width: 1280, height: 800 } })).newPage();
  await signInAsAlice(page);
  return page;
}

const placeOf = (post: Locator) =>
  post.evaluate((el) => Math.round(el.getBoundingClientRect().top - document.querySelector('.top-bar')!.getBoundingClientRect().bottom) || 0);

test('the home marker round-trips on GoToSocial', async ({ browser }) => {
  const run = Date.now().toString(36);
  const ids: string[] = [];
  for (let n = 1; n <= 25; n++) ids.push((await postStatus(api, alice, { status: `Gts marker ${run} post ${n}`, visibility: 'public' })).id);
  await api.post('/api/v1/markers', { headers: { Authorization: `Bearer ${alice}` }, form: { 'home[last_read_id]': ids[24] } });
  const tenth = (page: Page) => page.getByRole('feed').getByRole('article').filter({ hasText: new RegExp(`Gts marker ${run} post 16(?!\\d)`) });

  const one = await signedIn(browser);
  await expect(one.getByRole('feed').getByRole('article').first()).toContainText(`Gts marker ${run} post 25`);
  await expect(tenth(one)).toHaveCount(1);
  await expect(async () => {
    await tenth(one).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - document.querySelector('.top-bar')!.getBoundingClientRect().bottom));
    expect(await placeOf(tenth(one))).toBe(0);
  }).toPass({ timeout: 10_000 });
  await expect
    .poll(async () => (await (await api.get('/api/v1/markers?timeline[]=home', { headers: { Authorization: `Bearer ${alice}` } })).json()).home?.last_read_id, { timeout: 20_000 })
    .toBe(ids[15]);

  const two = await signedIn(browser);
  await expect(tenth(two)).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => placeOf(tenth(two)), { timeout: 10_000 }).toBe(0);
  await expect(two.getByText('9 new posts above')).toBeVisible();
  await two.context().close();
  await one.context().close();
});
