import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';
import { tokenFor } from './api';

// Status actions end to end: every change is made through the UI, then read back from
// the server after a reload. Each run makes its own posts (through the API, as other users or
// alice), so the desktop and phone projects never act on the same status.


async function postAs(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/v1/statuses', { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok()).toBe(true);
  return (await res.json()).id as string;
}

const article = (page: Page, text: string) => feedArticles(page).filter({ hasText: text }).first();

/** Clicks and waits for the server to answer the call it makes. */
async function act(page: Page, target: Locator, path: RegExp) {
  await Promise.all([page.waitForResponse((r) => path.test(r.url()) && r.request().method() !== 'GET'), target.click()]);
}

async function openMenu(item: Locator) {
  await item.getByRole('button', { name: 'More actions' }).click();
  return item.page().getByRole('menu');
}

test.describe('status actions', () => {
  test('alice favourites, repeats, bookmarks, reacts, votes, pins and deletes; all survive a reload', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const tag = `${info.project.name}${Date.now().toString(36)}`;
    const bob = await tokenFor(request, 'bob');
    const alice = await tokenFor(request, 'alice');
    const target = `Action target ${tag}`;
    const pollText = `Poll ${tag}: best snack?`;
    const pinText = `Pin me ${tag}`;
    const deleteText = `Delete me ${tag}`;
    await postAs(request, bob, { status: target, visibility: 'public' });
    await postAs(request, bob, { status: pollText, visibility: 'public', poll: { options: ['Apples', 'Crisps'], expires_in: 3600 } });
    await postAs(request, alice, { status: pinText, visibility: 'public' });
    const deleteId = await postAs(request, alice, { status: deleteText, visibility: 'public' });

    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.goto('/main/all');

    const post = article(page, target);
    await expect(post).toBeVisible();
    const fav = post.getByRole('button', { name: /^Favorite/ });
    await act(page, fav, /\/favourite$/);
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    await expect(fav).toContainText('1');
    const repeat = post.getByRole('button', { name: /^Repeat/ });
    await act(page, repeat, /\/reblog$/);
    await expect(post.getByRole('button', { name: /^Repeat/ })).toHaveAttribute('aria-pressed', 'true');

    let menu = await openMenu(post);
    await act(page, menu.getByRole('menuitem', { name: 'Bookmark', exact: true }), /\/bookmark$/);

    await post.getByRole('button', { name: 'Add reaction' }).click();
    await act(page, page.getByRole('group', { name: 'Quick reactions' }).getByRole('button', { name: 'thumbsup' }), /\/reactions\//);
    await expect(post.getByRole('button', { name: '👍: 1 reaction' })).toHaveAttribute('aria-pressed', 'true');

    const poll = article(page, pollText);
    const vote = poll.getByRole('button', { name: 'Vote' });
    await expect(vote).toBeDisabled();
    await poll.getByRole('radio', { name: 'Crisps' }).check();
    await act(page, vote, /\/votes$/);
    await expect(poll.getByText('Your choice')).toBeVisible();
    await expect(poll.getByText('100%')).toBeVisible();

    const mine = article(page, pinText);
    menu = await openMenu(mine);
    await act(page, menu.getByRole('menuitem', { name: 'Pin on profile' }), /\/pin$/);

    const doomed = page.locator(`article[data-status-id="${deleteId}"]`);
    menu = await openMenu(doomed);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await act(page, page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }), /\/api\/v1\/statuses\/\d+$/);
    await expect(doomed).toContainText('This post was deleted');

    await page.reload();
    const again = article(page, target);
    await expect(again).toBeVisible();
    await expect(again.getByRole('button', { name: /^Favorite/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByRole('button', { name: /^Repeat/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByRole('button', { name: '👍: 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    menu = await openMenu(again);
    await expect(menu.getByRole('menuitem', { name: 'Remove bookmark' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(article(page, pollText).getByText('Your choice')).toBeVisible();
    menu = await openMenu(article(page, pinText));
    await expect(menu.getByRole('menuitem', { name: 'Unpin from profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feedArticles(page).filter({ hasText: deleteText })).toHaveCount(0);
  });

  test('a visitor sees the counts but cannot act', async ({ page }) => {
    await page.goto('/main/all');
    const first = feedArticles(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('button', { name: /^Favorite/ })).toBeDisabled();
    await expect(first.getByRole('button', { name: /^Reply/ })).toBeDisabled();
    await expect(first.getByRole('button', { name: /^Repeat/ })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Add reaction' })).toHaveCount(0);
    const counted = feedArticles(page).filter({ has: page.getByText(/\b[1-9]\d* favorites?$/) }).first();
    await expect(counted).toBeVisible();
    const menu = await openMenu(first);
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  });

  test('the extra menu and the reaction picker pass the axe check', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends$/);
    const first = feedArticles(page).first();
    await expect(first).toBeVisible();
    const menu = await openMenu(first);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Add reaction' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search emoji' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
