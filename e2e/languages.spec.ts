// Interface languages. The browser's language chooses one without any setting, the
// settings picker overrides it (surviving a reload), Arabic mirrors the layout, and plural forms
// follow each language's rules. Expected texts come from the locale files themselves.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

type Strings = Record<string, string>;
const strings = (lang: string, section: string): Strings =>
  JSON.parse(fs.readFileSync(`src/i18n/locales/${lang}/${section}.json`, 'utf8')) as Strings;

const html = (page: Page) => page.locator('html');

// The choice does not depend on the layout; the navigation landmark is the desktop sidebar's.
test.describe('a French browser', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop is enough');
  test.use({ locale: 'fr-FR' });
  test('gets French without any setting', async ({ page }) => {
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('navigation', { name: strings('fr', 'nav').label })).toBeVisible();
  });
});

test.describe('a Traditional Chinese browser (zh-TW)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop is enough');
  test.use({ locale: 'zh-TW' });
  test('gets zh_Hant', async ({ page }) => {
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('navigation', { name: strings('zh_Hant', 'nav').label })).toBeVisible();
  });
});

test.describe('the language picker', () => {
  test.skip(({ isMobile }) => isMobile, 'the same modal on the phone; desktop is enough');
  test.use({ locale: 'en-US' });

  test('switches to Japanese and back, surviving a reload', async ({ page }) => {
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    const settingsEn = strings('en', 'settings') as unknown as { settings: string; interfaceLanguage: string };
    const settingsJa = strings('ja', 'settings') as unknown as { settings: string; interfaceLanguage: string };
    await page.getByRole('banner').getByRole('button', { name: settingsEn.settings }).click();
    let dialog = page.getByRole('dialog', { name: settingsEn.settings });
    await dialog.getByLabel(settingsEn.interfaceLanguage).selectOption({ label: '日本語' });
    await expect(html(page)).toHaveAttribute('lang', 'ja');
    dialog = page.getByRole('dialog', { name: settingsJa.settings });
    await expect(dialog.getByLabel(settingsJa.interfaceLanguage)).toBeVisible();

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('navigation', { name: strings('ja', 'nav').label })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: settingsJa.settings }).click();
    dialog = page.getByRole('dialog', { name: settingsJa.settings });
    await dialog.getByLabel(settingsJa.interfaceLanguage).selectOption({ label: 'English' });
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog', { name: settingsEn.settings })).toBeVisible();
  });
});

test.describe('Arabic', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer and its swipe are the phone layout');
  test.use({ locale: 'ar-EG' });

  test('renders right to left, the drawer opens from the right and closes with a rightward swipe', async ({ page }) => {
    await page.goto('/main/all');
    await expect(feedArticles(page).first()).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    const nav = strings('ar', 'nav');
    const drawer = page.getByRole('dialog', { name: nav.menu });
    await page.getByRole('button', { name: new RegExp(`^${nav.menu}`) }).click();
    await expect(drawer).toBeVisible();
    await expect(async () => {
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
      expect(box.x).toBeGreaterThan(0);
    }).toPass();
    await expectNoSeriousA11yViolations(page);

    const box = (await drawer.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await drawer.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: from, clientY: y }], changedTouches: [{ identifier: 1, clientX: from, clientY: y }] });
      await drawer.dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: to, clientY: y + 2 }] });
    };
    // Leftwards (what closes it left to right) keeps it open here; rightwards closes it.
    await swipe(box.x + 150, box.x + 50);
    await expect(drawer).toBeVisible();
    await swipe(box.x + 50, box.x + 150);
    await expect(drawer).toBeHidden();
  });
});

test.describe('Russian plurals', () => {
  test.skip(({ isMobile }) => isMobile, 'the sidebar compose form is desktop only');
  test.use({ locale: 'ru-RU' });

  test('the characters-left counter takes the form for 1, 3 and 5', async ({ page }) => {
    // Signing in through the Russian form: its labels are the Russian strings.
    const login = strings('ru', 'login');
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('lang', 'ru');
    const signInForm = page.getByRole('main').getByRole('form');
    await signInForm.getByLabel(login.username, { exact: true }).fill('alice');
    await signInForm.getByLabel(login.password, { exact: true }).fill(DEMO_PASSWORD);
    await signInForm.getByRole('button', { name: login.login, exact: true }).click();
    const ru = strings('ru', 'post_status');
    const form = page.getByRole('form', { name: ru.new_post });
    const text = form.getByRole('textbox', { name: ru.text });
    const shown: string[] = [];
    for (const [left, category] of [[1, 'one'], [3, 'few'], [5, 'many']] as const) {
      await text.fill('а'.repeat(5000 - left));
      const expected = ru[`chars_left_${category}`].replace('{{count}}', String(left));
      await expect(form.getByText(expected, { exact: true })).toBeVisible();
      shown.push(expected);
    }
    // Three different words: the forms really differ, so a wrong category could not pass.
    expect(new Set(shown.map((s) => s.replace(/\d+/g, ''))).size).toBe(3);
  });
});
