import { expect, test } from '@playwright/test';
import { GTS_URL } from '../../playwright.gotosocial.config';
import { gtsClient, postStatus, signInAsAlice, tokenByCodeFlow } from './gts-api';

// Quotes on a real GoToSocial 0.19.2, which cannot quote: bob's public post offers no "Quote"
// in its menu, and its conversation page has no Quotes tab (the capability table says so).
test.skip(Boolean(process.env.GTS_SKIPPED), 'no ../shared/gotosocial beside this checkout');

test('GoToSocial: no Quote in the status menu, no Quotes tab', async ({ page }) => {
  const api = await gtsClient(GTS_URL);
  const bob = await tokenByCodeFlow(api, 'bob@example.org');
  const text = `gtsquote${Date.now().toString(36)}`;
  const post = await postStatus(api, bob, { status: `Not quotable here ${text}`, visibility: 'public' });
  await api.dispose();

  await signInAsAlice(page);

  await page.goto(`/notice/${post.id}`);
  const status = page.getByRole('article').filter({ hasText: text }).first();
  await status.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Quote' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Quotes' })).toHaveCount(0);
});
