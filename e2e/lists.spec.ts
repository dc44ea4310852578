import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, postAs, tokenFor } from './api';
import { unique } from './accounts';
import { enableStreaming, expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

// Lists and followed hashtags on the embedded instance, desktop and phone: a list made
// on the Lists page, bob added from his profile's menu, and his post streamed into the list's
// timeline; a hashtag followed from its timeline's header, and a post with it arriving in home.
// Names are unique per run, and what a test changes it undoes, since the server is shared.
test.describe.configure({ timeout: 90_000 });

/**
 * `author` posts until one post shows in the feed within 3 s: by streaming, since polling waits
 * 10 s. A post made before the socket joined is missed by it, so the first may not be the one.
 */
async function streamed(page: Page, request: APIRequestContext, author: string, prefix: string) {
  const token = await tokenFor(request, author);
  await expect(async () => {
    const text = unique(prefix);
    await postAs(request, token, text);
    await expect(feedArticles(page).filter({ hasText: text })).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test('a list: created, bob added from his profile menu, his post streamed into its timeline', async ({ page, request }) => {
  const aliceToken = await tokenFor(request, 'alice');
  const title = unique('E2E list ');
  await enableStreaming(page);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);

  await page.goto('/lists');
  await page.getByRole('textbox', { name: 'New list title' }).fill(title);
  await page.getByRole('button', { name: 'Create list' }).click();
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/bob');
  await page.getByRole('button', { name: 'Account actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to or remove from lists' }).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('checkbox', { name: title });
  await box.click(); // checked once the server said yes
  await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: /close/i }).click();

  await page.goto('/lists');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(feedArticles(page).first()).toBeVisible();
  await streamed(page, request, 'bob', 'Listed post from bob ');
  await expectNoSeriousA11yViolations(page);

  const lists = (await (await request.get('/api/v1/lists', { headers: bearer(aliceToken) })).json()) as { id: string; title: string }[];
  for (const l of lists.filter((x) => x.title === title)) await request.delete(`/api/v1/lists/${l.id}`, { headers: bearer(aliceToken) });
});

test('a followed hashtag: followed from its timeline, its post arrives in home', async ({ page, request }) => {
  const tag = unique('e2etag');
  const aliceToken = await tokenFor(request, 'alice');
  await enableStreaming(page);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);

  await page.goto(`/tag/${tag}`);
  await page.getByRole('button', { name: 'Follow hashtag' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow hashtag' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/followed-tags');
  await expect(page.getByRole('link', { name: `#${tag}` })).toBeVisible();

  await page.goto('/main/friends');
  await expect(feedArticles(page).first()).toBeVisible();
  // robot is followed by nobody who reads here: only the hashtag brings the post home.
  await streamed(page, request, 'robot', `Tagged by robot #${tag} `);

  await request.post(`/api/v1/tags/${tag}/unfollow`, { headers: bearer(aliceToken) });
});
