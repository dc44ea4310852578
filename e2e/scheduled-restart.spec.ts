// A scheduled post outlives the instance. An instance of its own (its own data folder)
// keeps a post for a time that passes while it is stopped; started again on the same SQLite
// file, it publishes the post at once, and a reader sees it. The test clock (STARLING_TEST_HOOKS)
// runs the first instance ten minutes behind, so "five minutes ahead" there is already past for
// the second one, which runs on real time.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startInstance, stopInstance } from './instanceProcess';
import path from 'node:path';
import { bearer, tokenFor } from './api';

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
const PORT = base + 3;
const URL = `http://127.0.0.1:${PORT}`;
const DATA = path.resolve('.tmp', `e2e-restart-${PORT}`);
const DIST = process.env.E2E_DIST ?? 'dist';

const startOwn = (reset: boolean) => startInstance({ port: PORT, data: DATA, dist: DIST, reset });

async function statusTexts(api: APIRequestContext, token: string): Promise<string[]> {
  const me = await (await api.get('/api/v1/accounts/verify_credentials', { headers: bearer(token) })).json();
  const statuses = await (await api.get(`/api/v1/accounts/${me.id}/statuses`, { headers: bearer(token) })).json();
  return (statuses as { content: string }[]).map((s) => s.content);
}

test('a post falls due while the instance is stopped and goes out when it starts again', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one instance of its own: run once');
  test.setTimeout(180_000);
  const text = `Kept through a restart ${Date.now().toString(36)}`;
  let instance = await startOwn(true);
  const api = await playwrightRequest.newContext({ baseURL: URL });
  try {
    expect((await api.post('/api/test/clock', { data: { offset_seconds: -600 } })).ok()).toBe(true);
    const token = await tokenFor(api, 'alice');
    // Six minutes ahead of this instance's clock: four minutes ago in real time.
    const scheduledAt = new Date(Date.now() - 4 * 60_000).toISOString();
    const kept = await api.post('/api/v1/statuses', { headers: bearer(token), data: { status: text, visibility: 'public', scheduled_at: scheduledAt } });
    expect(kept.ok()).toBe(true);
    expect((await kept.json()).params.text).toBe(text);
    expect((await statusTexts(api, token)).some((c) => c.includes(text))).toBe(false);

    await stopInstance(instance);
    instance = await startOwn(false);

    await expect.poll(async () => (await statusTexts(api, token)).some((c) => c.includes(text)), { timeout: 30_000 }).toBe(true);
    const left = await (await api.get('/api/v1/scheduled_statuses', { headers: bearer(token) })).json();
    expect(left).toEqual([]);
    // A reader of the restarted instance sees it.
    await page.goto(`${URL}/users/alice`);
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  } finally {
    await api.dispose();
    await stopInstance(instance);
  }
});
