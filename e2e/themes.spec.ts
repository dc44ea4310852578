// Themes: the system preference with no choice, a chosen theme kept across reloads
// without a flash, the editor's live preview / apply / contrast hints, theme files (export,
// import of our own and of Pleroma-FE v2 files, rejection of others), and axe with each built-in.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test.skip(({ isMobile }) => isMobile, 'themes apply the same on phones; the desktop run covers the editor');

const DARK_BG = 'rgb(15, 22, 32)';
const LIGHT_BG = 'rgb(238, 241, 245)';
const bodyBg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function openThemeEditor(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Theme', exact: true }).click();
  await expect(dialog.getByRole('tablist', { name: 'Theme editor sections' })).toBeVisible();
  return dialog;
}

async function startFrom(dialog: ReturnType<Page['getByRole']>, label: string) {
  const select = dialog.getByRole('combobox', { name: 'Start from a theme' });
  await expect(select).toBeEnabled();
  await select.selectOption({ label });
}

const preview = (dialog: ReturnType<Page['getByRole']>) => dialog.getByTestId('theme-preview');
const previewVar = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  preview(dialog).evaluate((el, n) => (el as HTMLElement).style.getPropertyValue(n), name);

test('with no choice the system preference picks light or dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/main/all');
  await expect(page.getByRole('feed')).toBeVisible();
  expect(await bodyBg(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyBg(page)).toBe(DARK_BG);
});

test('a chosen theme is applied, kept after a reload and painted from the first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/main/all');
  const dialog = await openThemeEditor(page);
  await startFrom(dialog, 'Pleroma Light');
  await expect.poll(() => previewVar(dialog, '--color-bg')).toBe('#eef1f5');
  expect(await bodyBg(page)).toBe(DARK_BG); // the app keeps its theme until Apply
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG);

  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameBg: string }).firstFrameBg = getComputedStyle(document.documentElement)
        .getPropertyValue('--color-bg')
        .trim();
    });
  });
  await page.reload();
  await expect(page.getByRole('feed')).toBeVisible();
  expect(await bodyBg(page)).toBe(LIGHT_BG);
  expect(await page.evaluate(() => (window as unknown as { firstFrameBg: string }).firstFrameBg)).toBe('#eef1f5');
});

test('edit colours and a radius: live preview, contrast hint, apply; export, reset, import restores', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/main/all');
  const dialog = await openThemeEditor(page);

  const text = dialog.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('#2a2a2a');
  await expect(dialog.getByText(/Text on Background: contrast 1\.\d+:1\. AA: fails, AAA: fails/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset Text' }).click();
  await expect(text).toHaveValue('#c8ccd2');
  await expect(dialog.getByText(/Text on Background: contrast/)).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Links', exact: true }).fill('rgb(0 200 255)');
  await dialog.getByRole('tab', { name: 'Roundness' }).click();
  await dialog.getByRole('spinbutton', { name: 'Buttons: exact value' }).fill('12');
  await expect.poll(() => previewVar(dialog, '--color-link')).toBe('#00c8ff');
  expect(await rootVar(page, '--color-link')).toBe('#e3a86e');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => rootVar(page, '--color-link')).toBe('#00c8ff');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCSS('border-top-left-radius', '12px');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export theme' }).click();
  const file = await (await download).path();
  await dialog.getByRole('button', { name: 'Reset all' }).click();
  await expect.poll(() => previewVar(dialog, '--color-link')).toBe('#e3a86e');
  await dialog.getByTestId('theme-import-input').setInputFiles(file);
  await expect(dialog.getByRole('status').filter({ hasText: 'The theme file is loaded' })).toBeVisible();
  await expect.poll(() => previewVar(dialog, '--color-link')).toBe('#00c8ff');
  expect(await previewVar(dialog, '--radius-btn')).toBe('12px');
});

test('imports a Pleroma-FE v2 theme file; an invalid file changes nothing', async ({ page }) => {
  await page.goto('/main/all');
  const dialog = await openThemeEditor(page);
  await expectNoSeriousA11yViolations(page); // the editor itself, open in the settings dialog
  const input = dialog.getByTestId('theme-import-input');
  const before = await previewVar(dialog, '--color-bg');

  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"_pleroma_settings_version":[1,0]}') });
  await expect(dialog.getByRole('alert').filter({ hasText: 'This is not a theme file Starling can read' })).toBeVisible();
  expect(await previewVar(dialog, '--color-bg')).toBe(before);

  const v2 = {
    _pleroma_theme_version: 2,
    source: {
      themeEngineVersion: 3,
      colors: { bg: '#202124', fg: '#303134', text: '#e8eaed', link: '#8ab4f8', cRed: '#f28b82', border: '--fg,3' },
      radii: { btn: 10, panel: 16 },
      opacity: { underlay: 0.3 },
      fonts: { interface: { family: 'sans-serif' } },
    },
  };
  await input.setInputFiles({ name: 'pleroma_theme.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(v2)) });
  await expect.poll(() => previewVar(dialog, '--color-bg')).toBe('#202124');
  expect(await previewVar(dialog, '--radius-panel')).toBe('16px');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => bodyBg(page)).toBe('rgb(32, 33, 36)');
});

test('every built-in theme passes axe (contrast AA included)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/main/all');
  const themes = [
    ['Pleroma Dark', '#0f1620'],
    ['Pleroma Light', '#eef1f5'],
    ['High contrast', '#000000'],
    ['Sepia', '#efe6d6'],
  ];
  for (const [i, [label, bg]] of themes.entries()) {
    const dialog = await openThemeEditor(page);
    await startFrom(dialog, label);
    await expect.poll(() => previewVar(dialog, '--color-bg')).toBe(bg);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('The theme is applied')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => rootVar(page, '--color-bg')).toBe(bg);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    // The whole check once; for the other themes only what a theme changes: the colour rules.
    if (i === 0) await expectNoSeriousA11yViolations(page);
    else await expectNoColourViolations(page);
  }
});

async function expectNoColourViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(found, 'colour violations').toEqual([]);
}
