import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

test.describe('signing in with a password', () => {
  test('a wrong password says so and selects the password for retyping', async ({ page }) => {
    await signIn(page, 'alice', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Wrong username or password' });
    await expect(alert).toBeVisible();
    const password = page.getByRole('main').getByRole('form', { name: /log in/i }).getByLabel(/password/i);
    await expect(password).toBeFocused();
    expect(await password.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 'not-the-password'.length]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a member signs in, sees the friends timeline, stays signed in over a reload, and logs out', async ({ page, isMobile }) => {
    await signIn(page, 'alice', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(feedArticles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(feedArticles(page).first()).toBeVisible();

    if (isMobile) {
      await page.getByRole('button', { name: /^menu/i }).click();
      await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: /log out/i }).click();
    } else {
      await page.getByRole('button', { name: /log out/i }).click();
    }
    await expect(page).toHaveURL(/\/main\/public$/);
    await page.goto('/main/friends');
    await expect(page).toHaveURL(/\/main\/all$/);
  });

  test('the last login name is remembered after logging out', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop run covers it; the phone run covers the drawer logout above');
    await signIn(page, 'bob', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.getByRole('button', { name: /log out/i }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('form', { name: /log in/i }).getByLabel(/username/i)).toHaveValue('bob');
  });
});
