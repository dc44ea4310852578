import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { bearer, tokenFor } from './api';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

// A domain block from a remote profile's account actions menu. Both projects share one
// server, so each acts as a user no other spec changes relationships for (desktop: alice, phone:
// bob); the block is undone through the menu and again through the API in `finally`.

const actorOf = (info: TestInfo) => (info.project.name === 'phone' ? 'bob' : 'alice');
const DOMAIN = 'remote.example';

/** Author handles on the page of posts that come from the blocked domain. */
const remoteHandles = (page: Page) =>
  page.getByRole('main').locator('.status-header__handle', { hasText: /^@(dave|erin)@remote\.example$/ });

/**
 * A seeded thread in which dave (remote.example) replies to a local post: its conversation page
 * shows his reply until the domain is blocked. (Timelines are no proof here: other specs post to
 * this server, so the newest page may hold no remote post at all.)
 */
async function threadWithDaveReply(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/v2/search', {
    headers: bearer(token),
    params: { q: 'Unreliable narrators', type: 'statuses' },
  });
  const found = ((await res.json()).statuses as { account: { acct: string }; in_reply_to_id: string | null }[]).find(
    (st) => st.account.acct === 'dave@remote.example' && st.in_reply_to_id,
  );
  expect(found, 'the seeded reply by dave').toBeTruthy();
  return found!.in_reply_to_id!;
}

/** Client-side navigation (no reload), so the store keeps its timelines, as when clicking a link. */
async function clientNav(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openMenu(page: Page) {
  await page.locator('section.user-card').getByRole('button', { name: 'Account actions' }).click();
  return page.getByRole('menu', { name: 'Account actions' });
}

/** Picks a menu item, accepts its confirm (the app's dialog) and waits for the domain_blocks call it makes. */
async function pickConfirmed(page: Page, item: string, method: 'POST' | 'DELETE') {
  const menu = await openMenu(page);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: item });
  await expect(dialog).toContainText(DOMAIN);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/domain_blocks') && r.request().method() === method),
    dialog.getByRole('button', { name: item, exact: true }).click(),
  ]);
}

test.describe('domain block', () => {
  test('blocking remote.example from dave’s profile hides its posts in a thread', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const actor = actorOf(info);
    const token = await tokenFor(request, actor);
    try {
      await signIn(page, actor);
      await expect(page).toHaveURL(/\/main\/friends/);

      // Before: dave's reply shows in the thread.
      const thread = await threadWithDaveReply(request, token);
      await page.goto(`/notice/${thread}`);
      await expect(feedArticles(page).first()).toBeVisible();
      await expect(remoteHandles(page).first()).toBeVisible();

      await clientNav(page, '/remote-users/@dave@remote.example');
      await expect(page).toHaveURL(/\/users\/[^/]+$/);
      await expect(page.locator('section.user-card').getByText('@dave@remote.example', { exact: true })).toBeVisible();

      const menu = await openMenu(page);
      await expect(menu.getByRole('menuitem', { name: `Block domain ${DOMAIN}`, exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Cancelling the confirm makes no call.
      let calls = 0;
      const count = (r: { url(): string; method(): string }) => {
        if (r.url().includes('/api/v1/domain_blocks') && r.method() !== 'GET') calls++;
      };
      page.on('request', count);
      await menu.getByRole('menuitem', { name: `Block domain ${DOMAIN}`, exact: true }).click();
      await expect(menu).toBeHidden();
      await page.getByRole('alertdialog', { name: `Block domain ${DOMAIN}` }).getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      page.off('request', count);
      expect(calls).toBe(0);

      await pickConfirmed(page, `Block domain ${DOMAIN}`, 'POST');
      const list = await request.get('/api/v1/domain_blocks', { headers: bearer(token) });
      expect(await list.json()).toContain(DOMAIN);
      // The refetched relationship says domain_blocking: the item now offers the undo.
      await expect(async () => {
        const m = await openMenu(page);
        try {
          await expect(m.getByRole('menuitem', { name: `Unblock domain ${DOMAIN}`, exact: true })).toBeVisible({ timeout: 1000 });
        } finally {
          await page.keyboard.press('Escape');
        }
      }).toPass({ timeout: 15_000 });

      // After: the thread comes without dave's reply.
      await page.goto(`/notice/${thread}`);
      await expect(feedArticles(page).first()).toBeVisible();
      await expect(remoteHandles(page)).toHaveCount(0);

      // Undo through the menu; the posts come back.
      await page.goto('/remote-users/@dave@remote.example');
      await expect(page).toHaveURL(/\/users\/[^/]+$/);
      await pickConfirmed(page, `Unblock domain ${DOMAIN}`, 'DELETE');
      await expect(async () => {
        const m = await openMenu(page);
        try {
          await expect(m.getByRole('menuitem', { name: `Block domain ${DOMAIN}`, exact: true })).toBeVisible({ timeout: 1000 });
        } finally {
          await page.keyboard.press('Escape');
        }
      }).toPass({ timeout: 15_000 });
      await page.goto(`/notice/${thread}`);
      await expect(remoteHandles(page).first()).toBeVisible();
    } finally {
      await request.delete('/api/v1/domain_blocks', { headers: bearer(token), data: { domain: DOMAIN } });
    }
  });
});
