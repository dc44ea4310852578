import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, feedArticles } from './helpers';

test.describe('the phone layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone viewport only');

  test('the side drawer opens, and closes by Escape, item click, backdrop and left swipe', async ({ page }) => {
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    const menuButton = page.getByRole('button', { name: /^menu/i });
    const drawer = page.getByRole('dialog', { name: /menu/i });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('link', { name: /about/i }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    await menuButton.click();
    await expect(drawer).toBeVisible();
    // Outside the drawer panel: the right edge of the screen is backdrop.
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 5, viewport.height / 2);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    const y = box.y + box.height / 2;
    await drawer.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 200, clientY: y }], changedTouches: [{ identifier: 1, clientX: 200, clientY: y }] });
    await drawer.dispatchEvent('touchmove', { touches: [{ identifier: 1, clientX: 120, clientY: y + 2 }], changedTouches: [{ identifier: 1, clientX: 120, clientY: y + 2 }] });
    await drawer.dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: 100, clientY: y + 2 }] });
    await expect(drawer).toBeHidden();
  });

  test('the mobile top bar has no sidebar and the timeline fills the width', async ({ page }) => {
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    const feedBox = (await page.getByRole('feed').boundingBox())!;
    expect(feedBox.width).toBeGreaterThan(340);
    await expectNoSeriousA11yViolations(page);
  });
});
