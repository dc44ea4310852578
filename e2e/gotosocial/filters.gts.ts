import { expect, test, type APIRequestContext } from '@playwright/test';
import { GTS_URL } from '../../playwright.gotosocial.config';
import { gtsClient, postStatus, signInAsAlice, tokenByCodeFlow } from './gts-api';

// Filters on a real GoToSocial 0.19.2: alice makes a v2 filter (hide, public timelines) in the
// Server filters settings tab; bob's post with its keyword is gone from her public timeline.
const word = `gtsveg${Date.now().toString(36)}`;
let api: APIRequestContext;
let alice = '';
let bob = '';

test.skip(Boolean(process.env.GTS_SKIPPED), 'no ../shared/gotosocial beside this checkout');

test.beforeAll(async () => {
  api = await gtsClient(GTS_URL);
  alice = await tokenByCodeFlow(api, 'alice@example.org');
  bob = await tokenByCodeFlow(await gtsClient(GTS_URL), 'bob@example.org');
});
test.afterAll(async () => {
  const filters = (await (await api.get('/api/v2/filters', { headers: { Authorization: `Bearer ${alice}` } })).json()) as { id: string; title: string }[];
  for (const f of filters.filter((x) => x.title === word)) await api.delete(`/api/v2/filters/${f.id}`, { headers: { Authorization: `Bearer ${alice}` } });
  await api.dispose();
});

test('a v2 filter made in the settings hides a post on GoToSocial', async ({ page }) => {
  await signInAsAlice(page);

  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Server filters' }).click();
  await dialog.getByRole('button', { name: 'New filter' }).click();
  await dialog.getByLabel('Title').fill(word);
  await dialog.getByRole('textbox', { name: 'Keyword' }).fill(word);
  await dialog.getByRole('checkbox', { name: 'Public timelines' }).check();
  await dialog.getByRole('radio', { name: 'Hide completely' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: word })).toBeVisible();

  await postStatus(api, bob, { status: `Filtered ${word} soup`, visibility: 'public' });
  await postStatus(api, bob, { status: `Kept ${word}s plural`, visibility: 'public' });
  await page.goto('/main/public');
  const feed = page.getByRole('feed').getByRole('article');
  await expect(feed.filter({ hasText: `${word}s plural` })).toBeVisible();
  await expect(feed.filter({ hasText: `${word} soup` })).toHaveCount(0);
});
