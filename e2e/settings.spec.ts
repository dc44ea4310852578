// The settings modal — profile editing through the cropper, a preference's effect, the
// settings backup round trip (and an invalid file changing nothing), a follows import, axe on
// every tab. Each test registers its own account, so no other spec's data changes.
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bearer } from './api';
import { registerViaApi, unique } from './accounts';

/** axe on the settings dialog only (the page behind is other specs' business). */
async function expectDialogAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('.settings-modal').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.skip(({ isMobile }) => isMobile, 'desktop layout; the phone only changes the tab placement');

const PASSWORD = 'e2e-password-1';

async function newMember(page: Page, prefix: string) {
  const name = unique(prefix);
  const token = await registerViaApi(page.request, name, `${name}@example.com`, PASSWORD);
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: /sign in|log in/i });
  await form.getByLabel(/username/i).fill(name);
  await form.getByLabel(/password/i).fill(PASSWORD);
  await form.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await expect(page).toHaveURL(/\/main\/friends/);
  return { name, token };
}

async function openSettings(page: Page, tab?: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

test('edits the profile (name, bio, a field, an avatar through the cropper) and sees it after a reload', async ({ page }) => {
  const { name } = await newMember(page, 'setprof');
  await page.goto(`/${name}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c05' } }).png().toBuffer();
  await dialog.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog', { name: 'Crop picture' });
  await expect(cropper).toBeVisible();
  await cropper.getByRole('button', { name: 'Save' }).click();
  await expect(cropper).toBeHidden();
  await expect(dialog.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill('Settings Tester');
  await dialog.getByLabel('Bio').fill('I test the settings modal.');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByLabel('Label 1').fill('Site');
  await dialog.getByLabel('Content 1').fill('starling.example');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  // The saved notice clears after 2 s.
  await expect(dialog.getByText('Settings saved')).toBeHidden({ timeout: 4000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  const card = page.getByRole('main');
  await expect(card.getByText('Settings Tester').first()).toBeVisible();
  await expect(card.getByText('I test the settings modal.')).toBeVisible();
  await expect(card.getByText('starling.example').first()).toBeVisible();
  const avatar = await page.request.get(`/api/v1/accounts/lookup?acct=${name}`);
  expect((await avatar.json()).avatar).toMatch(/\/avatar\.webp$/);
});

test('a preference acts where it belongs, survives a reload, and a backup restores it; an invalid file changes nothing', async ({ page }) => {
  const { name } = await newMember(page, 'setpref');
  await page.goto(`/${name}`);
  const counts = page.locator('.user-card__counts').first();
  await expect(counts.locator('.user-card__count-value').first()).toBeVisible();

  let dialog = await openSettings(page, 'General');
  const backupMenu = dialog.getByRole('button', { name: 'Settings backup' });
  await backupMenu.click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Back up settings to a file' }).click();
  const file = await (await downloading).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(exported._pleroma_settings_version).toEqual([1, 0]);
  expect(exported).not.toHaveProperty('customTheme');

  const option = dialog.getByLabel('Hide user statistics (e.g. the number of followers)');
  await option.check();
  await expect(counts.locator('.user-card__count-value')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('.user-card__counts').first().locator('.user-card__count-value')).toHaveCount(0);

  dialog = await openSettings(page, 'General');
  // A foreign file is refused and nothing changes.
  await dialog.getByTestId('settings-restore-file').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"theme": "x"}') });
  await expect(dialog.getByRole('alert')).toContainText('not a supported settings backup');
  await expect(dialog.getByLabel('Hide user statistics (e.g. the number of followers)')).toBeChecked();
  // The backup brings the old value back.
  await dialog.getByTestId('settings-restore-file').setInputFiles(file);
  await expect(dialog.getByLabel('Hide user statistics (e.g. the number of followers)')).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.locator('.user-card__counts').first().locator('.user-card__count-value').first()).toBeVisible();
});

test('imports follows from a file, and every tab passes axe', async ({ page }) => {
  test.setTimeout(180_000); // axe on each of nine tabs
  const { token } = await newMember(page, 'setdata');
  const dialog = await openSettings(page, 'Data import / export');
  await dialog.getByLabel('Import follows from a file').setInputFiles({ name: 'follows.csv', mimeType: 'text/csv', buffer: Buffer.from('Account address,Show boosts\nbob,true\nnobody@nowhere.example,true\n') });
  await dialog.getByRole('button', { name: 'Import', exact: true }).first().click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Imported 1; skipped 1' })).toBeVisible();
  const bob = await (await page.request.get('/api/v1/accounts/lookup?acct=bob')).json();
  const rel = await (await page.request.get(`/api/v1/accounts/relationships?id[]=${bob.id}`, { headers: bearer(token) })).json();
  expect(rel[0].following).toBe(true);

  const tabs = dialog.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(8);
  for (let i = 0; i < count; i += 1) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel').getByText('Loading…')).toHaveCount(0);
    await expectDialogAccessible(page);
  }
  // Tabs by keyboard: the side list moves with the arrow keys.
  await tabs.first().click();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});
