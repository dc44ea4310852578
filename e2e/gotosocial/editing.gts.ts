import { expect, test, type APIRequestContext } from '@playwright/test';
import { GTS_URL } from '../../playwright.gotosocial.config';
import { gtsClient, postStatus, signInAsAlice, tokenByCodeFlow } from './gts-api';

// Editing on a real GoToSocial 0.19.2 (which edits, with source and history): alice edits her
// post from its menu and reads the history with what changed.
const word = `gtsedit${Date.now().toString(36)}`;
let api: APIRequestContext;
let alice = '';

test.skip(Boolean(process.env.GTS_SKIPPED), 'no ../shared/gotosocial beside this checkout');

test.beforeAll(async () => {
  api = await gtsClient(GTS_URL);
  alice = await tokenByCodeFlow(api, 'alice@example.org');
});
test.afterAll(async () => {
  await api.dispose();
});

test('edit a post and read its history on GoToSocial', async ({ page }) => {
  const { id } = await postStatus(api, alice, { status: `Written ${word} first`, visibility: 'public' });
  await signInAsAlice(page);

  await page.goto(`/notice/${id}`);
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: word }).first();
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' }).getByRole('form', { name: 'Edit post' });
  await expect(form.getByLabel('Post text')).toHaveValue(`Written ${word} first`);
  await form.getByLabel('Post text').fill(`Written ${word} second`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(article).toContainText(`${word} second`);

  await article.getByRole('button', { name: /^Edited .*show the edit history$/ }).click();
  const history = page.getByRole('dialog', { name: 'Edit history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Original' })).toContainText(`${word} first`);
  const changes = history.getByRole('region', { name: 'Changes from the previous version' });
  await expect(changes.locator('ins')).toContainText('second');
  await expect(changes.locator('del')).toContainText('first');
});
