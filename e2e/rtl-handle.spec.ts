// In Arabic (right to left) a status's @handle stays beside the author's display
// name, at the start side of the heading, while the handle itself still reads left to right.
import { expect, test, type Page } from '@playwright/test';
import { feedArticles } from './helpers';

/** The drawn extent of an element's text (a Range, so a stretched box does not count). */
async function textEdges(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
}

test.describe('a status heading in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('keeps the @handle under the display name, on the start (right) side', async ({ page }) => {
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = '[role="feed"] article .status-header';
    const name = await textEdges(page, `${first} .status-header__name`);
    const handle = await textEdges(page, `${first} .status-header__handle`);
    const time = await textEdges(page, `${first} .status-header__time`);
    // Both start at the right edge of the names column; the time is on the far (left) side.
    expect(Math.abs(handle.right - name.right)).toBeLessThan(3);
    expect(handle.left).toBeGreaterThan(time.right);
    // The handle reads left to right: it starts with "@".
    await expect(page.locator(`${first} .status-header__handle`).first()).toHaveText(/^@\S+$/);
  });
});
