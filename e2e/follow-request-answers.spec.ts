import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerViaApi, unique } from './accounts';
import { bearer, tokenFor } from './api';
import { signIn } from './helpers';

// Answering a follow request from its notification: the friend-requests list and
// its badge change at once, not at the next poll. A fresh locked account, so no other spec's
// requests are in its list; the page stays open beside (desktop) or under (phone) the
// notifications while the requests are answered there.

test.describe.configure({ timeout: 120_000 });
const LIVE = { timeout: 30_000 };

const notification = (scope: Locator, handle: string) =>
  scope.locator('[data-notification-id]', { hasText: `@${handle}` }).filter({ hasText: 'wants to follow you' });

async function friendRequestsLink(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('navigation').getByRole('link', { name: /follow requests/i });
  await page.getByRole('button', { name: /^menu/i }).click();
  return page.getByRole('dialog', { name: /menu/i }).getByRole('link', { name: /follow requests/i });
}

async function closeMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /menu/i })).toBeHidden();
}

test('approve and deny in a notification update the friend-requests list and badge at once', async ({ page, request, isMobile }) => {
  const [approveName, denyName] = isMobile ? ['moderator', 'robot'] : ['alice', 'bob'];
  const name = unique('locked');
  const password = 'e2e-password-1';
  const token = await registerViaApi(request, name, `${name}@starling.example`, password);
  const locked = await request.patch('/api/v1/accounts/update_credentials', { headers: bearer(token), data: { locked: true } });
  expect(locked.ok()).toBe(true);
  const id = ((await locked.json()) as { id: string }).id;
  const requesters = new Map<string, string>();
  for (const who of [approveName, denyName]) {
    const t = await tokenFor(request, who);
    requesters.set(who, t);
    const res = await request.post(`/api/v1/accounts/${id}/follow`, { headers: bearer(t) });
    expect(((await res.json()) as { requested: boolean }).requested).toBe(true);
  }

  await signIn(page, name, password);
  await expect(page).toHaveURL(/\/main\/friends$/);
  let link = await friendRequestsLink(page, isMobile);
  await expect(link).toContainText('2', LIVE);
  await link.click();
  await expect(page).toHaveURL(/\/friend-requests$/);
  const main = page.getByRole('main');
  const approveRow = main.getByRole('button', { name: `Approve ${approveName}` });
  const denyRow = main.getByRole('button', { name: `Deny ${denyName}` });
  await expect(approveRow).toBeVisible();
  await expect(denyRow).toBeVisible();

  // From here on the list's poll answers late: what changes now is the answer's own doing.
  await page.route(
    (url) => url.pathname === '/api/v1/follow_requests',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.fallback().catch(() => undefined);
    },
  );

  let panel: Locator;
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    panel = page.getByRole('dialog', { name: /^Notifications/ });
  } else {
    panel = page.getByRole('complementary').getByRole('region', { name: /^Notifications/ });
  }
  await expect(notification(panel, approveName)).toBeVisible(LIVE);
  await expect(notification(panel, denyName)).toBeVisible(LIVE);

  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/authorize') && r.ok()),
    notification(panel, approveName).getByRole('button', { name: /^Approve the follow request of/ }).click(),
  ]);
  await expect(notification(panel, approveName)).toHaveCount(0);
  await expect(approveRow).toHaveCount(0);
  await expect(denyRow).toBeVisible();

  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reject') && r.ok()),
    notification(panel, denyName).getByRole('button', { name: /^Deny the follow request of/ }).click(),
  ]);
  await expect(notification(panel, denyName)).toHaveCount(0);
  await expect(denyRow).toHaveCount(0);
  if (isMobile) {
    await panel.getByRole('button', { name: 'Close notifications' }).click();
    await expect(panel).toBeHidden();
  }
  await expect(main.getByText('No pending follow requests.')).toBeVisible();
  link = await friendRequestsLink(page, isMobile);
  await expect(link).toBeVisible();
  await expect(link).not.toContainText(/\d/);
  await closeMenu(page, isMobile);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The approved requester follows now; undo it (seeded accounts are shared by other specs).
  await request.post(`/api/v1/accounts/${id}/unfollow`, { headers: bearer(requesters.get(approveName)!) });
});
