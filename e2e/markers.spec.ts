// The reading position that follows you: alice reads home down to the 30th post on one
// device (a browser context), opens a second one and lands on that post with "29 new posts above";
// a reload keeps the position within the post. On the Mastodon flavour, which keeps the home marker
// as Mastodon does (Pleroma keeps only the notifications marker, so there the position is this
// device's only).
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { MASTODON_URL } from '../playwright.config';
import { bearer, postAs, tokenFor } from './api';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

test.use({ baseURL: MASTODON_URL });

const OFFSET = 12;

async function openHome(browser: Browser, viewport: { width: number; height: number } | null, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: MASTODON_URL, viewport, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  return page;
}

/** Where the post's top is against the reading line (the top bar's bottom edge). */
const placeOf = (post: Locator) =>
  post.evaluate((el) => {
    const bar = document.querySelector('.top-bar')!.getBoundingClientRect().bottom;
    return Math.round(el.getBoundingClientRect().top - bar) || 0; // never -0
  });

test('home opens where the reader stopped on another device, and a reload keeps the place in the post', async ({ browser, request, viewport, isMobile }) => {
  test.setTimeout(120_000);
  const [alice, bob] = [await tokenFor(request, 'alice'), await tokenFor(request, 'bob')];
  const run = Date.now().toString(36);
  const ids: string[] = [];
  for (let n = 1; n <= 45; n++) ids.push(await postAs(request, bob, `Marker ${run} post ${n}`));
  // Start from the top: a marker left by an earlier run points at the newest post.
  await request.post('/api/v1/markers', { headers: bearer(alice), form: { 'home[last_read_id]': ids[44] } });

  // Device one: reads down until the 30th post from the top is at the reading line.
  const one = await openHome(browser, viewport, isMobile);
  await expect(feedArticles(one).first()).toContainText(`Marker ${run} post 45`);
  const thirtieth = feedArticles(one).filter({ hasText: new RegExp(`Marker ${run} post 16(?!\\d)`) });
  await expect(async () => {
    if ((await thirtieth.count()) === 0) await one.mouse.wheel(0, 500);
    await expect(thirtieth).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await thirtieth.evaluate((el, offset) => {
      const bar = document.querySelector('.top-bar')!.getBoundingClientRect().bottom;
      window.scrollBy(0, el.getBoundingClientRect().top - bar + offset);
    }, OFFSET);
    expect(await placeOf(thirtieth)).toBe(-OFFSET);
  }).toPass({ timeout: 10_000 });
  // Saved to the server once the reader settles.
  await expect
    .poll(async () => (await (await request.get('/api/v1/markers?timeline[]=home', { headers: bearer(alice) })).json()).home?.last_read_id, { timeout: 20_000 })
    .toBe(ids[15]);

  // A reload keeps the place within the post.
  await one.reload();
  const again = feedArticles(one).filter({ hasText: new RegExp(`Marker ${run} post 16(?!\\d)`) });
  await expect(again).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => placeOf(again), { timeout: 10_000 }).toBe(-OFFSET);
  // Device two: lands on that post, with the count of what is above and one way to the newest.
  const two = await openHome(browser, viewport, isMobile);
  const landed = feedArticles(two).filter({ hasText: new RegExp(`Marker ${run} post 16(?!\\d)`) });
  await expect(landed).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => placeOf(landed), { timeout: 10_000 }).toBe(0);
  await expect(two.getByText('29 new posts above')).toBeVisible();
  await expectNoSeriousA11yViolations(two);
  await two.getByRole('button', { name: 'Jump to newest' }).click();
  await expect(two.getByText('29 new posts above')).toHaveCount(0);
  await expect(feedArticles(two).first()).toBeInViewport();
  await expect(feedArticles(two).first()).toContainText(`Marker ${run} post 45`);
  await two.context().close();

  await one.context().close();
});
