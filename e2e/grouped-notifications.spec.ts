import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, postAs, tokenFor } from './api';
import { registerViaApi, unique } from './accounts';
import { MASTODON_URL } from '../playwright.config';
import { signIn } from './helpers';

// Grouped notifications: twelve accounts favourite one of alice's posts; the
// notifications panel (desktop sidebar and page, phone drawer) shows them as one line, "X, Y and
// 10 others favorited your status", whose "Show who" lists all twelve. The embedded instance is a
// Pleroma: the client groups (the capability table never asks it for /api/v2/notifications).

test.describe.configure({ timeout: 240_000 });

/** Twelve fresh accounts favourite a fresh post of alice's; its text. */
async function twelveFavourites(request: APIRequestContext): Promise<string> {
  const text = unique('group me ');
  const postId = await postAs(request, await tokenFor(request, 'alice'), text);
  const names = Array.from({ length: 12 }, (_, i) => unique(`fan${i}x`));
  for (const name of names) {
    const token = await registerViaApi(request, name, `${name}@example.com`);
    const res = await request.post(`/api/v1/statuses/${postId}/favourite`, { headers: bearer(token) });
    expect(res.ok(), `favourite by ${name}`).toBe(true);
  }
  return text;
}

async function expectOneGroupedLine(page: Page, panel: ReturnType<Page['locator']>, text: string, count = 12, names = /^fan\d+x\S*, fan\d+x\S* and 10 others favorited your status$/) {
  const line = panel.locator('[data-notification-id]', { hasText: text });
  await expect(line).toHaveCount(1, { timeout: 30_000 });
  await expect(line).toHaveAttribute('aria-label', names);
  await expect(line).toHaveAttribute('data-group-count', String(count));
  await line.getByRole('button', { name: 'Show who' }).click();
  await expect(line.getByRole('listitem')).toHaveCount(count);
  await expect(line.getByRole('button', { name: 'Hide the list' })).toHaveAttribute('aria-expanded', 'true');
}

test('desktop: 12 favourites of one post are one line in the sidebar and on the page, expandable', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone test covers the drawer');
  const text = await twelveFavourites(page.request);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  const sidebar = page.getByRole('complementary').getByRole('region', { name: /^Notifications/ });
  await expectOneGroupedLine(page, sidebar, text);

  await page.goto('/alice/notifications');
  await expectOneGroupedLine(page, page.getByRole('main'), text);
});

test('phone: 12 favourites of one post are one line in the drawer, expandable', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  const text = await twelveFavourites(page.request);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(drawer).toBeVisible();
  await expectOneGroupedLine(page, drawer, text);
});

test.describe('on Mastodon ≥ 4.3 (the mastodon flavour)', () => {
  test.use({ baseURL: MASTODON_URL });

  test('the server’s groups (/api/v2/notifications) show the same way', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the same panel; the desktop sidebar shows it');
    const text = unique('v2 group ');
    const postId = await postAs(page.request, await tokenFor(page.request, 'alice'), text);
    // The flavour's local accounts (it has no captcha registration); the others of the seed are remote.
    const fans = ['bob', 'carol', 'admin', 'moderator', 'robot'];
    for (const fan of fans) {
      const res = await page.request.post(`/api/v1/statuses/${postId}/favourite`, { headers: bearer(await tokenFor(page.request, fan)) });
      expect(res.ok(), `favourite by ${fan}`).toBe(true);
    }
    const asked = page.waitForRequest((r) => r.url().includes('/api/v2/notifications'));
    await signIn(page, 'alice');
    await asked;
    const sidebar = page.getByRole('complementary').getByRole('region', { name: /^Notifications/ });
    await expectOneGroupedLine(page, sidebar, text, 5, /^\S.*, \S.* and 3 others favorited your status$/);
  });
});
