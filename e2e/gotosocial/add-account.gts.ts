import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { EMBEDDED_URL, GTS_URL } from '../../playwright.gotosocial.config';
import { gtsClient, PASSWORD, tokenByCodeFlow } from './gts-api';
import { bearer, tokenFor } from '../api';
import { signIn } from '../helpers';
import { startInstance, stopInstance } from '../instanceProcess';

// Adding an account on a real GoToSocial 0.19.2: alice, signed in to an embedded instance, adds her
// GoToSocial account. GoToSocial has no password grant (its capability table says so), so the
// add goes through its own sign-in page and comes back to the embedded instance's /oauth-callback.
// She switches between the two and posts from each; each post is on its own server. A refused
// authorization comes back with words and adds nothing.
let embedded: ChildProcess | null = null;
let gts: APIRequestContext;
let local: APIRequestContext;
let gtsAlice = '';
let localAlice = '';
const gtsHost = new URL(GTS_URL).host;
const localHost = new URL(EMBEDDED_URL).host;

test.skip(Boolean(process.env.GTS_SKIPPED), 'no ../shared/gotosocial beside this checkout');

test.beforeAll(async () => {
  const port = Number(new URL(EMBEDDED_URL).port);
  embedded = await startInstance({ port, data: path.resolve('.tmp', `gts-embedded-${port}`), dist: process.env.E2E_DIST ?? 'dist', reset: true });
  gts = await gtsClient(GTS_URL);
  gtsAlice = await tokenByCodeFlow(gts, 'alice@example.org');
  local = await playwrightRequest.newContext({ baseURL: EMBEDDED_URL });
  localAlice = await tokenFor(local, 'alice');
});
test.afterAll(async () => {
  await gts?.dispose();
  await local?.dispose();
  await stopInstance(embedded);
});

const switcher = (page: Page) => page.getByRole('region', { name: 'Accounts' });
const account = (page: Page, host: string) => switcher(page).getByRole('button').filter({ hasText: `@alice@${host}` });
const active = (page: Page) => switcher(page).locator('button[aria-current="true"]');
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add an account' });

async function signedInHere(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: EMBEDDED_URL, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, 'alice');
  await expect(active(page)).toContainText(`@alice@${localHost}`);
  return page;
}

/** Add account → the GoToSocial domain → Continue: off to its own sign-in page. The add's `state` out. */
async function startAdding(page: Page): Promise<string> {
  await switcher(page).getByRole('button', { name: 'Add account' }).click();
  await addDialog(page).getByLabel('Instance domain').fill(GTS_URL);
  const [authorize] = await Promise.all([
    page.waitForRequest((r) => r.url().startsWith(`${GTS_URL}/oauth/authorize?`)),
    addDialog(page).getByRole('button', { name: 'Continue' }).click(),
  ]);
  await page.waitForURL(`${GTS_URL}/auth/sign_in`);
  return new URL(authorize.url()).searchParams.get('state') ?? '';
}

async function post(page: Page, text: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Post text').fill(text);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByLabel('Post text')).toHaveValue('');
}

/** The newest statuses of the token's own account on that server, as text. */
async function ownPosts(api: APIRequestContext, token: string): Promise<string> {
  const me = (await (await api.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json()) as { id: string };
  const posts = (await (await api.get(`/api/v1/accounts/${me.id}/statuses`, { headers: bearer(token), params: { limit: '10' } })).json()) as { content: string }[];
  return posts.map((p) => p.content).join('\n');
}

test('alice adds her GoToSocial account through its own sign-in page, switches and posts from each', async ({ browser }) => {
  const run = Date.now().toString(36);
  const page = await signedInHere(browser);

  await test.step('add the GoToSocial account: its sign-in page, allow, back and switched to it', async () => {
    await startAdding(page);
    await page.locator('input[name=username]').fill('alice@example.org');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(active(page)).toContainText(`@alice@${gtsHost}`, { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(EMBEDDED_URL);
    await expect(account(page, localHost)).toBeEnabled();
  });

  await test.step('post from the GoToSocial account: it is on GoToSocial', async () => {
    await post(page, `From GoToSocial ${run}`);
    await expect.poll(() => ownPosts(gts, gtsAlice), { timeout: 15_000 }).toContain(`From GoToSocial ${run}`);
    expect(await ownPosts(local, localAlice)).not.toContain(`From GoToSocial ${run}`);
  });

  await test.step('switch to the embedded account and post: it is on the embedded instance', async () => {
    await account(page, localHost).click();
    await expect(active(page)).toContainText(`@alice@${localHost}`, { timeout: 30_000 });
    await post(page, `From the embedded instance ${run}`);
    await expect.poll(() => ownPosts(local, localAlice), { timeout: 15_000 }).toContain(`From the embedded instance ${run}`);
    expect(await ownPosts(gts, gtsAlice)).not.toContain(`From the embedded instance ${run}`);
  });

  await test.step('and back to GoToSocial', async () => {
    await account(page, gtsHost).click();
    await expect(active(page)).toContainText(`@alice@${gtsHost}`, { timeout: 30_000 });
    await post(page, `Again from GoToSocial ${run}`);
    await expect.poll(() => ownPosts(gts, gtsAlice), { timeout: 15_000 }).toContain(`Again from GoToSocial ${run}`);
  });
  await page.context().close();
});

test('a refused authorization comes back in words; nothing is added, the session stays', async ({ browser }) => {
  const page = await signedInHere(browser);
  const state = await startAdding(page);
  // GoToSocial's page has only "Allow": this is what a server sends back on "Deny" (RFC 6749 4.1.2.1).
  await page.goto(`/oauth-callback?error=access_denied&error_description=denied&state=${encodeURIComponent(state)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'refused or cancelled: no account was added' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the timeline' }).click();
  await expect(active(page)).toContainText(`@alice@${localHost}`);
  await expect(account(page, gtsHost)).toHaveCount(0);
  await page.context().close();
});
