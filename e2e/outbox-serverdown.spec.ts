// The browser is online but the instance is down. An action is kept by the outbox, and
// the screen says why ("The server is not answering"); when the instance is back, the notice goes
// and the action reaches it. An instance of its own (E2E_PORT_BASE + 9), stopped and started here.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { aliceFollowingBob, bearer, postAs } from './api';
import { feedArticles, signIn } from './helpers';
import { startInstance, stopInstance } from './instanceProcess';

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const PORT = base + 9;
const URL = `http://127.0.0.1:${PORT}`;
const DATA = path.resolve('.tmp', `e2e-serverdown-${PORT}`);
const DIST = process.env.E2E_DIST ?? 'dist';
const NOTICE = 'The server is not answering — actions wait and are sent when it is back';

let instance: ChildProcess | null = null;

test.afterAll(async () => {
  await stopInstance(instance, 'SIGKILL');
});

test('the instance down while online: the notice says so, the favourite waits, then both resolve', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one instance of its own: run once');
  test.setTimeout(150_000);
  instance = await startInstance({ port: PORT, data: DATA, dist: DIST, reset: true });
  const api = await playwrightRequest.newContext({ baseURL: URL });
  const context = await browser.newContext({ baseURL: URL });
  try {
    const { alice, bob } = await aliceFollowingBob(api);
    const text = `Server down ${Date.now().toString(36)}`;
    const id = await postAs(api, bob, text);

    const page = await context.newPage();
    // The notice's own chunk comes while the server is there (it also serves the app's files).
    const noticeCode = page.waitForResponse(/ServerDownNoticeText-[^/]*\.js$/);
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'starling-outbox')), { timeout: 20_000 })
      .toBe(true);
    await noticeCode;
    const fav = feedArticles(page).filter({ hasText: text }).first().getByRole('button', { name: /^Favorite/ });
    await expect(fav).toBeVisible({ timeout: 20_000 });
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await expect(notice).toHaveCount(0);

    await stopInstance(instance);
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    await expect(fav).toContainText('Waiting to send');
    await expect(notice).toBeVisible();

    instance = await startInstance({ port: PORT, data: DATA, dist: DIST, reset: false });
    // The outbox tries again (1, 2, 4, 8 s apart): its answer ends the notice and the mark.
    await expect(notice).toHaveCount(0, { timeout: 30_000 });
    await expect(fav).not.toContainText('Waiting to send', { timeout: 30_000 });
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    const favourites = (await (await api.get('/api/v1/favourites', { headers: bearer(alice) })).json()) as { id: string }[];
    expect(favourites.map((s) => s.id)).toContain(id);
  } finally {
    await context.close();
    await api.dispose();
  }
});
