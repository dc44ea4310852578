// A page costs a fixed number of queries: the views read rows loaded for the whole page
// (db/loaded/), so a page of 40 statuses or notifications asks the database as often as a
// page of 10 (no query per status, account, poll or attachment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/store.js';
import { createTestApp, type TestApp } from '../testing.js';

/** Counts the statements the store runs (get, all, run: every query goes through one of them). */
function countQueries(store: Store): { reset(): void; readonly n: number } {
  let n = 0;
  for (const method of ['get', 'all', 'run'] as const) {
    const original = store[method].bind(store) as (...args: unknown[]) => unknown;
    (store as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      n++;
      return original(...args);
    };
  }
  return {
    reset: () => (n = 0),
    get n() {
      return n;
    },
  };
}

describe.each(['pleroma', 'mastodon'] as const)('queries per page (%s flavour)', (flavor) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let counter: ReturnType<typeof countQueries>;
  beforeAll(async () => {
    t = await createTestApp({ flavor });
    alice = { authorization: `Bearer ${await t.tokenFor('alice')}` };
    counter = countQueries(t.app.ctx.store);
  }, 120_000);
  afterAll(() => t.close());

  async function queriesFor(url: string): Promise<{ queries: number; items: number }> {
    await t.app.inject({ url, headers: alice }); // warm: the first request of a kind may set things up
    counter.reset();
    const res = await t.app.inject({ url, headers: alice });
    expect(res.statusCode).toBe(200);
    return { queries: counter.n, items: (res.json() as unknown[]).length };
  }

  it.each([
    ['home timeline', '/api/v1/timelines/home'],
    ['public timeline', '/api/v1/timelines/public'],
    ['notifications', '/api/v1/notifications'],
  ])('%s: 40 items cost what 10 do', async (_name, path) => {
    const ten = await queriesFor(`${path}?limit=10`);
    const forty = await queriesFor(`${path}?limit=40`);
    expect(ten.items).toBe(10);
    expect(forty.items).toBeGreaterThan(30);
    expect(forty.queries).toBe(ten.queries);
    console.info(`${flavor} ${path}: ${ten.queries} queries for 10, ${forty.queries} for ${forty.items}`);
  }, 60_000);
});
