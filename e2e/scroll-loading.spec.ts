import { expect, test } from '@playwright/test';
import { postAs, tokenFor } from './api';
import { feedArticles } from './helpers';

// Speed: older pages load while the reader keeps scrolling (no pause needed), and the
// end of a timeline says 'No more statuses' even when the last, empty page was held back by the
// 1 s older-fetch throttle.
test.skip(({ isMobile }) => isMobile, 'the same code path on a phone; wheel input is a desktop gesture');

test('a reader who keeps scrolling gets every page and then "No more statuses", without pressing anything', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = `wheel${Date.now().toString(36)}`;
  const token = await tokenFor(request, 'carol');
  for (let i = 0; i < 45; i++) await postAs(request, token, `Scrolling post ${i} #${tag}`);

  await page.goto(`/tag/${tag}`);
  await expect(feedArticles(page).first()).toBeVisible();
  await page.mouse.move(300, 300);
  // Wheel steps 350 ms apart that never stop while the list grows.
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(350);
    await expect(page.getByText('No more statuses')).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 20_000, intervals: [0] });
  await expect(page.getByRole('button', { name: 'Load older statuses' })).toHaveCount(0);
  await expect(feedArticles(page).last()).toHaveAttribute('aria-setsize', '45');
});
