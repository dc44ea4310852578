import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { tokenFor } from './api';

// Profiles, follow states and account actions. Both projects share one server, so each
// acts as its own user (desktop: admin, phone: moderator) on relationships nobody else changes,
// and every test undoes its relationship changes through the API at the end.

const actorOf = (info: TestInfo) => (info.project.name === 'phone' ? 'moderator' : 'admin');


const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function accountId(request: APIRequestContext, acct: string): Promise<string> {
  const res = await request.get(`/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).id as string;
}

async function postAs(request: APIRequestContext, token: string, status: string): Promise<void> {
  const res = await request.post('/api/v1/statuses', { ...auth(token), data: { status, visibility: 'public' } });
  expect(res.ok()).toBe(true);
}

/** Client-side navigation (no reload), so the store keeps what it had, as when clicking a link. */
async function clientNav(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

async function signedIn(page: Page, username: string) {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/main\/friends/);
}

/** The profile's user card (a region named by the user's name heading). */
const card = (page: Page) => page.locator('section.user-card');

const article = (page: Page, text: string) => page.getByRole('feed').getByRole('article', { name: new RegExp(text) });

async function accountAction(page: Page, item: string, path: RegExp) {
  await card(page).getByRole('button', { name: 'Account actions' }).click();
  await Promise.all([
    page.waitForResponse((r) => path.test(r.url()) && r.request().method() === 'POST'),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
}

test.describe('profiles', () => {
  test('a visitor opens /users/alice and /alice: card, remote follow, tabs kept in ?tab=', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/users/alice');
    await expect(card(page).getByText('@alice', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Alice/ })).toBeVisible();
    // Visitors on a local user get the remote-follow box, not a follow button.
    await expect(card(page).getByRole('button', { name: 'Remote follow' })).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    // Custom fields.
    await expect(page.getByText('Pronouns')).toBeVisible();

    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();

    await tabs.getByRole('tab', { name: 'Followers' }).click();
    await expect(page).toHaveURL(/\/users\/alice\?tab=followers$/);
    await expect(page.getByRole('list', { name: 'Followers' }).getByRole('link', { name: /Bob/ })).toBeVisible();

    await page.goto('/alice?tab=friends');
    await expect(tabs.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Following' }).getByRole('link', { name: /Carol/ })).toBeVisible();
    // A count switches the tab too.
    await card(page).getByRole('button', { name: /^Posts/ }).click();
    await expect(page).toHaveURL(/\/alice\?tab=statuses$/);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('hidden followers: not a tab, count reads Hidden', async ({ page }) => {
    await page.goto('/moderator?tab=followers');
    await expect(card(page).getByText('@moderator', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Followers' })).toHaveCount(0);
    await expect(card(page).getByRole('button', { name: /Followers\s*Hidden/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown profile shows the does-not-exist text', async ({ page }) => {
    await page.goto('/users/nobody-here-at-all');
    await expect(page.getByRole('main').getByText('Sorry, this profile does not exist.')).toBeVisible();
  });

  test('follow an unlocked user, then unfollow: their posts leave the friends timeline', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const actor = actorOf(info);
    const actorToken = await tokenFor(request, actor);
    const robotId = await accountId(request, 'robot');
    const text = `robot beep ${info.project.name} ${Date.now().toString(36)}`;
    try {
      await signedIn(page, actor);
      await clientNav(page, '/robot');
      await expect(card(page).getByText('Bot', { exact: true })).toBeVisible();
      const follow = card(page).getByRole('button', { name: 'Follow', exact: true });
      await expect(follow).toBeVisible();
      await follow.click();
      const following = card(page).getByRole('button', { name: 'Following!' });
      await expect(following).toHaveAttribute('aria-pressed', 'true');

      await postAs(request, await tokenFor(request, 'robot'), text);
      await page.goto('/main/friends');
      // A reload opens on the home page kept from before and refreshes it under the
      // "show new" rules: with streaming off, what is newer waits behind "Show new".
      const showNew = page.getByRole('button', { name: /^Show new \(\d+\)$/ });
      await expect(async () => {
        if (await showNew.isVisible()) await showNew.click();
        await expect(article(page, text)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });

      await clientNav(page, '/robot');
      await Promise.all([
        page.waitForResponse((r) => /\/unfollow$/.test(r.url())),
        card(page).getByRole('button', { name: 'Following!' }).click(),
      ]);
      await expect(card(page).getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await clientNav(page, '/main/friends');
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await expect(article(page, text)).toHaveCount(0);
    } finally {
      await request.post(`/api/v1/accounts/${robotId}/unfollow`, auth(actorToken));
    }
  });

  test('follow locked carol: request sent, carol approves, following', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const actor = actorOf(info);
    const actorToken = await tokenFor(request, actor);
    const actorId = await accountId(request, actor);
    const carolId = await accountId(request, 'carol');
    // Other specs share this server and may have left the actor following carol.
    await request.post(`/api/v1/accounts/${carolId}/unfollow`, auth(actorToken));
    try {
      await signedIn(page, actor);
      await clientNav(page, '/carol');
      await expect(card(page).getByText(/Locked account/)).toBeAttached();
      await card(page).getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(card(page).getByRole('button', { name: 'Request sent!' })).toHaveAttribute('aria-pressed', 'true');

      // Carol approves (from her own session, through the API).
      const carol = await tokenFor(request, 'carol');
      const requests = await (await request.get('/api/v1/follow_requests', auth(carol))).json();
      expect((requests as { id: string }[]).map((r) => r.id)).toContain(actorId);
      expect((await request.post(`/api/v1/follow_requests/${actorId}/authorize`, auth(carol))).ok()).toBe(true);

      await page.reload();
      // A full reload on a loaded machine: boot, profile and relationship all come again.
      await expect(card(page).getByRole('button', { name: 'Following!' })).toBeVisible({ timeout: 20_000 });
      // The tab for followers now lists the actor.
      await page.getByRole('tab', { name: 'Followers' }).click();
      await expect(page).toHaveURL(/tab=followers/);
      await expect(page.getByRole('list', { name: 'Followers' }).getByText(`@${actor}`, { exact: true })).toBeVisible();
    } finally {
      await request.post(`/api/v1/accounts/${carolId}/unfollow`, auth(actorToken));
    }
  });

  test('mute bob: his post collapses; block bob: his post leaves the public timeline', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const actor = actorOf(info);
    const actorToken = await tokenFor(request, actor);
    const bobId = await accountId(request, 'bob');
    const text = `bob says hi ${info.project.name} ${Date.now().toString(36)}`;
    await postAs(request, await tokenFor(request, 'bob'), text);
    try {
      await signedIn(page, actor);
      await clientNav(page, '/main/public');
      await expect(article(page, text)).toBeVisible();
      await expect(article(page, text).getByText(text)).toBeVisible();

      await clientNav(page, '/bob');
      await expect(card(page).getByText('@bob', { exact: true })).toBeVisible();
      await accountAction(page, 'Mute', /\/bob|\/mute$/);
      await card(page).getByRole('button', { name: 'Account actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Unmute' })).toBeVisible();
      await page.keyboard.press('Escape');

      await clientNav(page, '/main/public');
      await expect(article(page, text)).toBeVisible();
      await expect(article(page, text).getByRole('button', { name: 'Show' })).toBeVisible();
      await expect(article(page, text).getByText(text)).toHaveCount(0);

      await clientNav(page, '/bob');
      await accountAction(page, 'Unmute', /\/unmute$/);
      await accountAction(page, 'Block', /\/block$/);
      await clientNav(page, '/main/public');
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await expect(article(page, text)).toHaveCount(0);
    } finally {
      await request.post(`/api/v1/accounts/${bobId}/unmute`, auth(actorToken));
      await request.post(`/api/v1/accounts/${bobId}/unblock`, auth(actorToken));
    }
  });

  test('a remote user by route lands on their profile', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signedIn(page, actorOf(info));
    await page.goto('/remote-users/@dave@remote.example');
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    await expect(card(page).getByText('@dave@remote.example', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the profile on its home server' })).toHaveAttribute('href', /remote\.example/);
    await expect(card(page).getByRole('button', { name: 'Remote follow' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an internationalized domain shows decoded with the globe', async ({ page }, info) => {
    await signedIn(page, actorOf(info));
    await page.goto('/remote-users/frank@xn--bcher-kva.example');
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    await expect(card(page).getByText(/@frank@bücher\.example/)).toBeVisible();
    await expect(card(page).getByTitle('xn--bcher-kva.example')).toBeVisible();
  });
});
