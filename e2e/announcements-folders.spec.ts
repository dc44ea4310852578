// Announcements and bookmark folders on the embedded instance: the admin publishes an announcement from the admin page,
// alice sees it above her home timeline, reacts and dismisses it; alice makes a bookmark folder,
// bookmarks a post into it from the status menu and finds it in the folder's tab.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { bearer, postAs, tokenFor } from './api';
import { tokenWithScopes, unique } from './accounts';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

/** A second person in their own browser context, with the same device as the project. */
async function pageFor(browser: Browser, info: TestInfo, username: string): Promise<Page> {
  const context = await browser.newContext(info.project.use);
  const page = await context.newPage();
  await signIn(page, username);
  await expect(page).toHaveURL(/\/main\/friends$/);
  return page;
}

test('the admin publishes an announcement that alice reacts to and dismisses', async ({ page, browser, request }, info) => {
  test.setTimeout(90_000);
  const text = unique('Maintenance window ');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/main\/friends$/);
  if (!info.project.use.isMobile) {
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Manage announcements' })).toBeVisible();
  }
  await page.goto('/admin/announcements');
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Text').fill(text);
  await form.getByLabel('All day').check();
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('Starts').fill(today);
  await form.getByRole('button', { name: 'Publish' }).click();
  const item = page.getByTestId('admin-announcement').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText(/^From /)).toBeVisible(); // all day: a date, no time
  await expectNoSeriousA11yViolations(page);

  const alice = await pageFor(browser, info, 'alice');
  const shown = alice.getByTestId('announcement').filter({ hasText: text });
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await shown.getByRole('button', { name: 'Add reaction' }).click();
  await shown.getByRole('button', { name: 'React with 🎉' }).click();
  await expect(shown.getByRole('button', { name: 'Reaction 🎉, count 1' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(alice);
  await shown.getByRole('button', { name: 'Dismiss' }).click();
  await expect(shown).toHaveCount(0);
  await alice.reload();
  await expect(feedArticles(alice).first()).toBeVisible({ timeout: 15_000 });
  await expect(alice.getByTestId('announcement').filter({ hasText: text })).toHaveCount(0);
  await alice.context().close();

  // Clean up for the next project's run on the same server.
  await item.getByRole('button', { name: `Delete announcement: ${text}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
  const adminToken = await tokenWithScopes(request, 'admin');
  const left = await (await request.get('/api/v1/pleroma/admin/announcements', { headers: bearer(adminToken) })).json();
  expect((left as { content: string }[]).some((a) => a.content.includes(text))).toBe(false);
});

test('alice bookmarks a post into a folder and finds it in the folder tab', async ({ page, request }) => {
  test.setTimeout(90_000);
  const folder = unique('Recipes ');
  const text = unique('Soup of the day ');
  const bobToken = await tokenFor(request, 'bob');
  const statusId = await postAs(request, bobToken, text);

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/bookmarks');
  await page.getByRole('button', { name: 'Manage folders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage folders' });
  const create = dialog.getByRole('form', { name: 'New folder' });
  await create.getByLabel('Folder name').fill(folder);
  await create.getByLabel('Folder emoji').fill('🍲');
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog.getByRole('form', { name: folder })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  const tabs = page.getByRole('navigation', { name: 'Bookmark folders' });
  await expect(tabs.getByRole('link', { name: folder })).toBeVisible();

  await page.goto(`/notice/${statusId}`);
  const article = page.getByRole('article').filter({ hasText: text }).first();
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Bookmark in folder…' }).click();
  await page.getByRole('dialog', { name: 'Bookmark in folder' }).getByRole('button', { name: folder }).click();
  await expect(page.getByText(`Bookmarked in ${folder}`)).toBeVisible();

  await page.goto('/bookmarks');
  await tabs.getByRole('link', { name: folder }).click();
  await expect(page).toHaveURL(/\/bookmarks\?folder=/);
  await expect(tabs.getByRole('link', { name: folder })).toHaveAttribute('aria-current', 'page');
  await expect(feedArticles(page).filter({ hasText: text })).toHaveCount(1, { timeout: 15_000 });
  await expect(feedArticles(page)).toHaveCount(1);

  // Clean up: the folder, and the bookmark.
  const aliceToken = await tokenFor(request, 'alice');
  const folders = (await (await request.get('/api/v1/pleroma/bookmark_folders', { headers: bearer(aliceToken) })).json()) as { id: string; name: string }[];
  for (const f of folders.filter((x) => x.name === folder)) await request.delete(`/api/v1/pleroma/bookmark_folders/${f.id}`, { headers: bearer(aliceToken) });
  await request.post(`/api/v1/statuses/${statusId}/unbookmark`, { headers: bearer(aliceToken) });
});
