import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// The shoutbox: the Phoenix channel joins with the user's chat token; the floating
// panel shows the stored history and exchanges shouts between two browser contexts; the
// /shout-panel page shows the same channel.

test.describe.configure({ timeout: 120_000 });

const LIVE = { timeout: 25_000 };

test('shouts travel between two signed-in browsers', async ({ page, browser, isMobile }) => {
  test.skip(isMobile, 'the floating shoutbox is a desktop panel');
  const shout = `shout ${Date.now().toString(36)}`;

  const bobContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, 'bob');
  await expect(bobPage).toHaveURL(/\/main\/friends$/);
  await bobPage.goto('/shout-panel');
  const bobBox = bobPage.getByRole('region', { name: 'Shoutbox' });
  // The stored history (another spec may have shouted past the seeded welcome).
  await expect(bobBox.getByRole('listitem').first()).toBeVisible(LIVE);

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  const box = page.getByRole('region', { name: 'Shoutbox' });
  await box.getByRole('button', { name: 'Open the shoutbox' }).click();
  await expect(box.getByRole('listitem').first()).toBeVisible(LIVE);
  const field = box.getByRole('textbox', { name: 'Shout' });
  await expect(field).toBeEnabled(LIVE);
  await field.fill(shout);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(box.getByText(shout)).toBeVisible();
  await expect(bobBox.getByText(shout)).toBeVisible(LIVE);
  await expect(bobBox.getByRole('listitem').filter({ hasText: shout })).toContainText('alice');

  await bobBox.getByRole('textbox', { name: 'Shout' }).fill(`${shout} back`);
  await bobBox.getByRole('button', { name: 'Send' }).click();
  await expect(box.getByText(`${shout} back`)).toBeVisible(LIVE);
  await expectNoSeriousA11yViolations(bobPage);
  await bobContext.close();
});
