// On a 1280 px desktop a new notification shows its count where it can be seen:
// in the top bar (a link to the notifications, named "Notifications (1 unseen)") and on the
// notifications panel's header.
import { expect, test } from '@playwright/test';
import { registerViaApi, unique } from './accounts';
import { bearer, tokenFor } from './api';

const PASSWORD = 'e2e-password-1';
/** One notifications poll (10 s) plus slack for a loaded machine. */
const LIVE = { timeout: 30_000 };

test('a new mention shows its count in the top bar and on the panel header', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the desktop top bar; the phone has its bell with a dot');
  test.setTimeout(90_000);
  const name = unique('counted');
  await registerViaApi(request, name, `${name}@example.com`, PASSWORD);
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: /sign in|log in/i });
  await form.getByLabel(/username/i).fill(name);
  await form.getByLabel(/password/i).fill(PASSWORD);
  await form.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await expect(page).toHaveURL(/\/main\/friends/);

  const bar = page.getByRole('banner');
  const link = bar.getByRole('link', { name: 'Notifications', exact: true });
  await expect(link).toBeVisible();

  const bob = await tokenFor(request, 'bob');
  const res = await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: `@${name} hello`, visibility: 'public' } });
  expect(res.ok()).toBe(true);

  const counted = bar.getByRole('link', { name: 'Notifications (1 unseen)' });
  await expect(counted).toBeVisible(LIVE);
  await expect(counted).toBeInViewport();
  await expect(counted).toContainText('1');
  // The panel header says the same; "Mark all as read" clears both.
  const panel = page.getByRole('region', { name: /^Notifications/ });
  const heading = panel.getByRole('heading', { name: /Notifications/ });
  await expect(heading).toContainText('1');
  // One notification is the whole list: no "load older" under a list that has ended.
  await expect(panel.getByText('No more notifications')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Load older notifications' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(link).toBeVisible();
  await expect(heading).not.toContainText('1');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${name}/notifications$`));
});
