import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'starling-demo';

/** Signs in through the /login page with the password form. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: /sign in|log in/i });
  await form.getByLabel(/username/i).fill(username);
  await form.getByLabel(/password/i).fill(password);
  await form.getByRole('button', { name: /^(sign in|log in)$/i }).click();
}

/** The statuses of the visible timeline (WAI-ARIA feed pattern). */
export function feedArticles(page: Page) {
  return page.getByRole('feed').getByRole('article');
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, 'serious or critical axe violations').toEqual([]);
}

/** Turns the `streaming` preference on in the persisted config before the app reads it. */
export async function enableStreaming(page: Page) {
  await page.addInitScript(() => {
    const key = 'vuex-lz';
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      data = {};
    }
    const config = (data.config ?? {}) as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...data, config: { ...config, streaming: true } }));
  });
}

/** Pleroma's page preload block (server/http/preload.ts): request path → base64 of the answer. */
const PRELOAD_BLOCK = /<script id="initial-results" type="application\/json">([^<]*)<\/script>/;

/** The answers the page at `html` carries, decoded. */
export function pagePreload(html: string): Record<string, unknown> {
  const m = PRELOAD_BLOCK.exec(html);
  if (!m) return {};
  const encoded = JSON.parse(m[1]) as Record<string, string>;
  return Object.fromEntries(Object.entries(encoded).map(([k, v]) => [k, JSON.parse(Buffer.from(v, 'base64').toString('utf8'))]));
}

/**
 * Pages served without the preload block, as by a server that has none: startup then asks for
 * instance info, frontend config and the first page itself (and page.route can shape them).
 */
export async function withoutPagePreload(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: (await response.text()).replace(PRELOAD_BLOCK, '') });
  });
}

/**
 * Signs in and waits on home for the outbox (it opens its database after the first screen) and
 * for a chunk its flows need while the network is gone (asked for in idle time, while online).
 */
export async function signInWithOutbox(page: Page, username: string, password: string, chunk: RegExp) {
  const code = page.waitForResponse(chunk);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/main\/friends/);
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'starling-outbox')), { timeout: 20_000 })
    .toBe(true);
  await code;
}
