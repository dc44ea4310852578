import { expect, test, type Page } from '@playwright/test';
import { feedArticles, signIn } from './helpers';

// Keyboard shortcuts, desktop only: j/k walk the home timeline (focus moves, the post
// in view), f favourites the focused post, r opens its reply form (and j typed there is text), ?
// opens the list of shortcuts which Escape closes; the preference turns them all off.

test.skip(({ isMobile }) => isMobile, 'keyboard shortcuts are a desktop feature');

const focusedPost = (page: Page) => feedArticles(page).and(page.locator(':focus'));

async function home(page: Page) {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).nth(2)).toBeVisible();
  // The shortcuts chunk comes after the first paint: its live region says it is listening.
  await expect(page.getByTestId('shortcut-announcer')).toBeAttached();
}

test('j / k / f / r / ? on the home timeline', async ({ page }) => {
  await home(page);
  const first = feedArticles(page).nth(0);
  const second = feedArticles(page).nth(1);

  await page.keyboard.press('j');
  await expect(first).toBeFocused();
  await page.keyboard.press('j');
  await expect(second).toBeFocused();
  await expect(second).toBeInViewport();
  await page.keyboard.press('k');
  await expect(first).toBeFocused();

  const fave = first.locator('.status-action--favourite');
  const pressed = (await fave.getAttribute('aria-pressed')) === 'true';
  await page.keyboard.press('f');
  await expect(fave).toHaveAttribute('aria-pressed', String(!pressed));
  await expect(page.getByTestId('shortcut-announcer')).toHaveText('Favorite');

  await page.keyboard.press('r');
  const reply = first.getByRole('textbox').first();
  await expect(reply).toBeVisible();
  await reply.focus();
  await page.keyboard.type('jk');
  await expect(reply).toHaveValue(/jk$/);
  await expect(reply).toBeFocused();

  await first.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('cell', { name: 'Next post' })).toBeVisible();
  await expect(help.getByRole('cell', { name: 'Go to notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(focusedPost(page)).toHaveCount(1);
});

test('g n goes to notifications, g h home', async ({ page }) => {
  await home(page);
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/alice\/notifications$/);
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('the preference turns the shortcuts off', async ({ page }) => {
  await home(page);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'General' }).click();
  const option = settings.getByRole('checkbox', { name: 'Keyboard shortcuts (press ? to list them)' });
  await expect(option).toBeChecked();
  await option.uncheck();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.keyboard.press('j');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await expect(focusedPost(page)).toHaveCount(0);
});
