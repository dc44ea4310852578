// Data that must not change by itself, and what settings give back. A profile save
// without changes leaves every value as it was (the form edits the plain source values, not the
// rendered HTML); follows, mutes and blocks export as Mastodon's CSV files; a restored backup
// says so; the two-factor QR code shows in view; a failed avatar upload says 'Upload failed: …'.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accountId, bearer, tokenFor } from './api';
import { registerViaApi, unique } from './accounts';
import { signIn } from './helpers';

const PASSWORD = 'e2e-password-1';

async function openSettings(page: Page, isMobile: boolean, tab: string) {
  if (isMobile) {
    await page.getByRole('button', { name: /^menu/i }).click();
    await page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: 'Settings' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

async function newMember(page: Page, prefix: string) {
  const name = unique(prefix);
  const token = await registerViaApi(page.request, name, `${name}@example.com`, PASSWORD);
  await signIn(page, name, PASSWORD);
  await expect(page).toHaveURL(/\/main\/friends/);
  return { name, token };
}

test('saving alice\'s profile without changes changes nothing: her link field stays a plain URL', async ({ page, isMobile }) => {
  const token = await tokenFor(page.request, 'alice');
  const credentials = async () => (await (await page.request.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const before = await credentials();
  expect(before.fields[0].value).toContain('<a ');

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);
  // Her profile page brings the public view of her account (rendered fields) into the client.
  await page.goto('/alice');
  await expect(page.getByRole('main').getByText('alice.example').first()).toBeVisible();
  const dialog = await openSettings(page, isMobile, 'Profile');

  await expect(dialog.getByLabel('Content 1')).toHaveValue('https://alice.example');
  await expect(dialog.getByLabel('Bio')).toHaveValue(before.source.note);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(before.display_name);
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  for (let i = 0; i < 2; i++) {
    const saved = page.waitForResponse((r) => r.url().includes('/update_credentials') && r.request().method() === 'PATCH');
    await save.click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog.getByLabel('Content 1')).toHaveValue('https://alice.example');
  }

  const after = await credentials();
  expect(after.source).toEqual(before.source);
  expect(after.fields).toEqual(before.fields);
  expect(after.note).toBe(before.note);
  expect(after.display_name).toBe(before.display_name);
});

test('exports follows, mutes and blocks as Mastodon CSV files, which import back', async ({ page, isMobile }) => {
  const { name, token } = await newMember(page, 'export');
  const host = new URL(page.url()).host;
  const act = async (acct: string, action: string) => {
    const id = await accountId(page.request, token, acct);
    expect((await page.request.post(`/api/v1/accounts/${id}/${action}`, { headers: bearer(token) })).ok()).toBe(true);
  };
  await act('bob', 'follow');
  await act('dave@remote.example', 'follow');
  await act('erin@remote.example', 'mute');
  await act('frank@xn--bcher-kva.example', 'block');

  const dialog = await openSettings(page, isMobile, 'Data import / export');
  const exported = async (button: string, file: string) => {
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file);
    await expect(dialog.getByRole('status').filter({ hasText: `Saved ${file}.` })).toBeVisible();
    return fs.readFileSync((await download.path())!, 'utf8');
  };
  const following = await exported('Export follows', 'following_accounts.csv');
  expect(following.split('\n')[0]).toBe('Account address,Show boosts,Notify on new posts,Languages');
  expect(following).toContain(`bob@${host},true,false,\n`);
  expect(following).toContain('dave@remote.example,true,false,\n');
  expect(await exported('Export mutes', 'muted_accounts.csv')).toBe('Account address,Hide notifications\nerin@remote.example,true\n');
  const blocks = await exported('Export blocks', 'blocked_accounts.csv');
  expect(blocks).toBe('frank@xn--bcher-kva.example\n');

  // The mute file imports back (its header row and second column are not accounts).
  const erin = await accountId(page.request, token, 'erin@remote.example');
  await page.request.post(`/api/v1/accounts/${erin}/unmute`, { headers: bearer(token) });
  const mutes = await exported('Export mutes', 'muted_accounts.csv');
  expect(mutes).toBe('Account address,Hide notifications\n');
  await dialog.getByLabel('Import mutes from a file').setInputFiles({ name: 'muted_accounts.csv', mimeType: 'text/csv', buffer: Buffer.from('Account address,Hide notifications\nerin@remote.example,true\n') });
  await dialog.getByLabel('Import mutes from a file').locator('xpath=ancestor::form').getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Imported 1; skipped 0' })).toBeVisible();
  const rel = await (await page.request.get(`/api/v1/accounts/relationships?id[]=${erin}`, { headers: bearer(token) })).json();
  expect(rel[0].muting).toBe(true);
  expect(name).toBeTruthy();
});

test('restoring a settings backup says so', async ({ page, isMobile }) => {
  await newMember(page, 'restore');
  const dialog = await openSettings(page, isMobile, 'Data import / export');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Back up settings to a file' }).first().click();
  const file = (await (await downloading).path())!;
  await dialog.getByTestId('settings-restore-file').setInputFiles(file);
  await expect(dialog.getByRole('status').filter({ hasText: 'Settings restored from the file.' })).toBeVisible();
});

test('the two-factor QR code appears in view, with the focus on the set-up', async ({ page, isMobile }) => {
  await newMember(page, 'qr');
  const dialog = await openSettings(page, isMobile, 'Security');
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = dialog.getByRole('img', { name: 'QR code with the two-factor secret' });
  await expect(qr).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('group', { name: /scan/i })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test("a failed avatar upload says 'Upload failed:' with the server's reason", async ({ page, isMobile }) => {
  await newMember(page, 'avfail');
  await page.route('**/api/v1/accounts/update_credentials', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'Validation failed: avatar is not a readable image' }) }),
  );
  const dialog = await openSettings(page, isMobile, 'Profile');
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a6' } }).png().toBuffer();
  await dialog.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog', { name: 'Crop picture' });
  await cropper.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Upload failed: Validation failed: avatar is not a readable image' })).toBeVisible();
});
