// A hostile settings backup cannot break the client, and names that are JavaScript's
// own keys open as profile routes. The backup's mute words that are not words, its theme colour
// named 'constructor' and its image-set() snapshot are dropped and named; after a reload the app
// starts, posts render, the settings that were well-formed are there and nothing was fetched
// from the file's host.
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, unique } from './accounts';
import { feedArticles, signIn } from './helpers';

const PASSWORD = 'e2e-password-1';

async function openData(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: /^menu/i }).click();
    await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Settings' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Data import / export' }).click();
  return dialog;
}

const BAD_BACKUP = {
  _pleroma_settings_version: [1, 0],
  muteWords: [5, null, { a: 1 }, 'spoilerword'],
  stopGifs: true,
  customThemeSource: { themeEngineVersion: 1, colors: { bg: 'constructor', text: '#eeeeee' } },
  customTheme: { vars: { '--color-bg': 'image-set("https://x.example/pixel.png")' }, scheme: 'dark' },
};

test('a hostile settings backup is restored in part, named, and the app starts after a reload', async ({ page, isMobile }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('x.example')) outside.push(r.url());
  });
  const name = unique('hostile');
  await registerViaApi(page.request, name, `${name}@example.com`, PASSWORD);
  await signIn(page, name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends/);

  const dialog = await openData(page, isMobile);
  await dialog.getByTestId('settings-restore-file').setInputFiles({ name: 'settings.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(BAD_BACKUP)) });
  const message = dialog.getByRole('alert').filter({ hasText: 'Settings restored, except these' });
  await expect(message).toContainText('muteWords[0], muteWords[1], muteWords[2]');
  await expect(message).toContainText('customThemeSource.colors.bg');
  await expect(message).toContainText('customTheme');

  await page.goto('/main/public');
  await expect(feedArticles(page).first()).toBeVisible();
  await page.reload();
  await expect(feedArticles(page).first()).toBeVisible();
  await expect(page.locator('.item-error')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vuex-lz') ?? '{}').config);
  expect(stored.muteWords).toEqual(['spoilerword']);
  expect(stored.stopGifs).toBe(true);
  expect(stored.customThemeSource.colors).toEqual({ text: '#eeeeee' });
  expect(stored.customTheme).toBeNull();
  expect(outside).toEqual([]);
});

test("names that are JavaScript's own keys open as profile routes", async ({ page }) => {
  for (const key of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
    for (const path of [`/${key}`, `/users/${key}`]) {
      await page.goto(path);
      await expect(page.getByText('Sorry, this profile does not exist.')).toBeVisible();
      await expect(page.getByText('An error occured')).toHaveCount(0);
    }
  }
});
