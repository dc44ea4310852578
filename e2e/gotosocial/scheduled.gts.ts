import { expect, test } from '@playwright/test';
import { signInAsAlice } from './gts-api';

// Scheduled posts on a real GoToSocial 0.19.2, which does not schedule posts: the post form has no
// Schedule button, the navigation no Scheduled posts entry, and the page says so without asking.
test.skip(Boolean(process.env.GTS_SKIPPED), 'no ../shared/gotosocial beside this checkout');

test('scheduling is not offered on GoToSocial', async ({ page }) => {
  await signInAsAlice(page);

  const form = page.getByRole('form', { name: 'New post' });
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Lists' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scheduled posts' })).toHaveCount(0);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/scheduled_statuses')) asked.push(r.url());
  });
  await page.goto('/scheduled');
  await expect(page.getByText('This server does not schedule posts.')).toBeVisible();
  expect(asked).toEqual([]);
});
