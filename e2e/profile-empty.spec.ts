// A profile with no posts opens on Posts with its empty text, not on Media;
// Following and Followers are disabled only while their count is zero.
import { expect, test } from '@playwright/test';
import { registerViaApi, unique } from './accounts';

test('a new account with no posts opens on Posts, which says so', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = unique('empty');
  await registerViaApi(request, name, `${name}@example.com`);

  await page.goto(`/${name}`);
  const tabs = page.getByRole('tablist');
  const posts = tabs.getByRole('tab', { name: 'Posts' });
  await expect(posts).toHaveAttribute('aria-selected', 'true');
  await expect(posts).not.toBeDisabled();
  await expect(page.getByRole('tabpanel').getByText('No statuses')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'false');
  // Nobody follows it and it follows nobody: those two tabs have nothing to show.
  await expect(tabs.getByRole('tab', { name: 'Following' })).toBeDisabled();
  await expect(tabs.getByRole('tab', { name: 'Followers' })).toBeDisabled();
});
