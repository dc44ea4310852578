// Settings on a phone: the drawer's settings item opens the settings modal full screen, with the
// tabs on top; visitors see the client-side tabs only. Nothing is changed on the server.
import { expect, test } from '@playwright/test';

test.skip(({ isMobile }) => !isMobile, 'phone viewport only');

test('the drawer opens settings full screen with top tabs, and Escape closes it', async ({ page }) => {
  await page.goto('/main/all');
  await page.getByRole('button', { name: /^menu/i }).click();
  await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(Math.round(box.height)).toBe(viewport.height);
  await expect(dialog.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'General' }).press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Filtering' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
