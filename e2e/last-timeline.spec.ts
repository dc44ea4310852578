// The last visited timeline among home, public, whole network,
// bookmarks and direct messages is remembered and used: a signed-in member's root (/) opens it,
// also after a reload, and the timeline menu elsewhere (a tag timeline) marks it and starts on it.
import { expect, test } from '@playwright/test';
import { feedArticles, signIn } from './helpers';

test('root opens the last visited timeline; the timeline menu on a tag starts on it', async ({ page }) => {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);

  await page.goto('/main/public');
  await expect(feedArticles(page).first()).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/main\/public$/);

  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/bookmarks$/);

  // A tag timeline is not remembered; its menu offers the way back to bookmarks first.
  await page.goto('/tag/starling');
  await page.getByRole('button', { name: '#starling' }).click();
  const menu = page.getByRole('menu', { name: 'Timelines' });
  const last = menu.getByRole('menuitem', { name: /Bookmarks/ });
  await expect(last).toBeFocused();
  await expect(last).toContainText('Last visited');
  await expect(menu.getByRole('menuitem', { name: /Home/ })).not.toContainText('Last visited');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookmarks$/);

  // Back home: root follows.
  await page.goto('/main/friends');
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/main\/friends$/);
});
