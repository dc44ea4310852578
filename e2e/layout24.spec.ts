// A profile's avatar sits above its translucent banner at full opacity;
// "Mark all as read" and "Up-to-date" stay on one line; the wallpaper comes with a page that shows
// no timeline (about, chats) instead of seconds after it. (The new-post button under the emoji
// picker is popups.spec's: every picker item must receive the click.)
import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './helpers';

/** How many lines the text of `el` takes. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

test('a profile’s avatar is above the banner and fully opaque', async ({ page }) => {
  await page.goto('/alice');
  const card = page.locator('.user-card');
  const avatar = card.locator('.user-card__avatar');
  await expect(avatar).toBeVisible();
  const seen = await avatar.evaluate((img) => {
    const banner = img.closest('.user-card')!.querySelector('.user-card__banner')!.getBoundingClientRect();
    const r = img.getBoundingClientRect();
    // A point of the avatar over the banner.
    const y = (r.top + Math.min(r.bottom, banner.bottom)) / 2;
    const hit = document.elementFromPoint(r.left + r.width / 2, y);
    let opacity = 1;
    for (let el: Element | null = img; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
    return { overlaps: r.top < banner.bottom, onTop: hit === img || img.contains(hit), opacity };
  });
  expect(seen).toEqual({ overlaps: true, onTop: true, opacity: 1 });
});

test('“Mark all as read” and “Up-to-date” stay on one line', async ({ page, isMobile }) => {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);
  const upToDate = page.getByText('Up-to-date', { exact: true });
  await expect(upToDate).toBeVisible();
  expect(await lines(upToDate)).toBe(1);
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const read = page.getByRole('button', { name: 'Mark all as read' });
  await expect(read).toBeVisible();
  expect(await lines(read)).toBe(1);
});

for (const path of ['/about', '/users/alice/chats']) {
  test(`the wallpaper comes with the page on ${path}`, async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    // The page's own clock: when the main content's first heading and the wallpaper appear.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (!seen.content && document.querySelector('main h1, main h2')) seen.content = performance.now();
        if (!seen.wallpaper && document.querySelector('[data-testid="wallpaper"]')) seen.wallpaper = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByTestId('wallpaper')).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    // Before the fix it waited for a timeline that never came: 3 s after the shell.
    expect(seen.wallpaper - seen.content).toBeLessThan(500);
  });
}
