// Posting as another kept account from the compose form: alice active, bob beside her
// on the embedded instance and carol on a second embedded instance (own data folder,
// E2E_PORT_BASE + 8). A post "as bob" lands on bob's profile; a reply "as carol" to alice's post
// goes to carol's instance, in reply to that instance's copy of the post (found by its URL), and
// alice stays active throughout. The embedded instance does not federate, so the spec stores the
// copy a federating instance would have fetched: a post there carrying the original's uri and url.
import Database from 'better-sqlite3';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { startInstance, stopInstance } from './instanceProcess';
import { bearer, postAs, tokenFor } from './api';
import { signIn } from './helpers';

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const PORT2 = base + 8;
const URL2 = `http://127.0.0.1:${PORT2}`;
const DATA2 = path.resolve('.tmp', `e2e-post-as-${PORT2}`);
const DIST = process.env.E2E_DIST ?? 'dist';

const switcher = (page: Page) => page.getByRole('region', { name: 'Accounts' });
const active = (page: Page) => switcher(page).locator('button[aria-current="true"]');

interface Json { id: string; uri: string; url: string; content: string; in_reply_to_id: string | null }

const me = async (api: APIRequestContext, token: string): Promise<{ id: string }> =>
  (await api.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json();

const statusesOf = async (api: APIRequestContext, token: string, id: string): Promise<Json[]> =>
  (await api.get(`/api/v1/accounts/${id}/statuses`, { headers: bearer(token), params: { limit: '10' } })).json();

/** What federation would have stored on the second instance: a copy of `original` under its uri. */
async function federatedCopy(api2: APIRequestContext, token2: string, original: Json, text: string): Promise<string> {
  const copyId = await postAs(api2, token2, text);
  const db = new Database(path.join(DATA2, 'starling.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE statuses SET uri = ?, url = ? WHERE id = ?').run(original.uri, original.url, Number(copyId));
  } finally {
    db.close();
  }
  return copyId;
}

test('post as another kept account: as bob here, a reply as carol on another instance', async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one second instance of its own: run once');
  test.setTimeout(240_000);
  const second = await startInstance({ port: PORT2, data: DATA2, dist: DIST, reset: true });
  const api2 = await playwrightRequest.newContext({ baseURL: URL2 });
  try {
    await postAsOthers(page, request, api2, baseURL!);
  } finally {
    await api2.dispose();
    await stopInstance(second);
  }
});

async function postAsOthers(page: Page, request: APIRequestContext, api2: APIRequestContext, baseURL: string): Promise<void> {
  const host = new URL(baseURL).host;
  const run = Date.now().toString(36);
  const aliceToken = await tokenFor(request, 'alice');
  const bobToken = await tokenFor(request, 'bob');
  const carolToken = await tokenFor(api2, 'carol');
  const aliceText = `Alice asks for replies ${run}`;
  const alicePost = (await (await request.get(`/api/v1/statuses/${await postAs(request, aliceToken, aliceText)}`, { headers: bearer(aliceToken) })).json()) as Json;
  const copyId = await federatedCopy(api2, await tokenFor(api2, 'alice'), alicePost, aliceText);

  // alice signs in; bob and carol are kept beside her (adding them is many-accounts.spec's part).
  await signIn(page, 'alice');
  await expect(active(page)).toContainText(`@alice@${host}`);
  await page.evaluate(
    ([key, extra]) => {
      const list = JSON.parse(localStorage.getItem(key) ?? '{"accounts":[]}') as { accounts: unknown[] };
      localStorage.setItem(key, JSON.stringify({ version: 1, accounts: [...list.accounts, ...extra] }));
    },
    ['starling-accounts', [
      { origin: new URL(baseURL).origin, app: null, token: bobToken, id: '', acct: `bob@${host}`, avatar: '' },
      { origin: URL2, app: null, token: carolToken, id: '', acct: `carol@127.0.0.1:${PORT2}`, avatar: '' },
    ]] as const,
  );
  await page.reload();
  await expect(active(page)).toContainText(`@alice@${host}`);

  // As bob, from the sidebar form: the text survives the switch; bob's profile has the post.
  const bobText = `Bob posts through the client of alice ${run}`;
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Post text').fill(bobText);
  const author = form.getByRole('group', { name: 'Post as' });
  await author.getByRole('radio', { name: `@bob@${host}` }).check();
  await expect(form.getByLabel('Post text')).toHaveValue(bobText);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Posted as @bob@${host}` })).toBeVisible();
  await expect(form.getByLabel('Post text')).toHaveValue('');
  await expect(author.getByRole('radio', { name: `@alice@${host}` })).toBeChecked();
  const bobId = (await me(request, bobToken)).id;
  expect((await statusesOf(request, bobToken, bobId)).some((s) => s.content.includes(bobText))).toBe(true);
  await expect(active(page)).toContainText(`@alice@${host}`);

  // Reply as carol to alice's post: "Reply…" in Act as another account opens the form as carol.
  await page.goto(`/notice/${alicePost.id}`);
  const article = page.getByRole('main').getByRole('article').filter({ hasText: aliceText }).first();
  await article.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Act as another account…' }).click();
  const actAs = page.getByRole('dialog', { name: 'Act as another account' });
  await actAs.getByLabel('Account').selectOption({ label: `@carol@127.0.0.1:${PORT2}` });
  await actAs.getByRole('button', { name: 'Reply…' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply to alice' });
  await expect(reply.getByRole('radio', { name: `@carol@127.0.0.1:${PORT2}` })).toBeChecked();
  const carolText = `Carol answers from her instance ${run}`;
  await reply.getByLabel('Post text').fill(carolText);
  await reply.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Posted as @carol@127.0.0.1:${PORT2}` })).toBeVisible();
  await expect(reply).toBeHidden();
  const carolId = (await me(api2, carolToken)).id;
  const carolReply = (await statusesOf(api2, carolToken, carolId)).find((s) => s.content.includes(carolText));
  expect(carolReply?.in_reply_to_id).toBe(copyId);
  // Nothing of it reached the first instance, and alice is still the active account.
  expect((await (await request.get(`/api/v1/statuses/${alicePost.id}/context`, { headers: bearer(aliceToken) })).json()).descendants).toEqual([]);
  await expect(active(page)).toContainText(`@alice@${host}`);
}
