import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { CPU_BUDGET_MS, recordTaskCpu } from '../bench/task-cpu.mjs';

// 1,000 notifications: the notifications page (desktop) and the drawer (phone) render
// a bounded window of them, the rest stand in as spacers, so scrolling them stays light; the
// last one is reached by scrolling and "load older". The server answers pages of 40 (the most
// Pleroma and Mastodon serve) of 1,000 mentions, their statuses in full (the heaviest kind);
// every later poll has nothing new. What is held grows with each older page (only what the reader
// has not asked for is kept bounded).

test.describe.configure({ timeout: 360_000 });

const N = 1000;
const at = '2026-11-20T12:00:00.000Z';
const account = (i: number) => ({ id: `90${i}`, acct: `many${i}`, username: `many${i}`, display_name: `Many ${i}`, url: '', avatar: '', note: '', created_at: at });
const mentions = () =>
  Array.from({ length: N }, (_, i) => {
    const id = String(5_000_000 - i);
    return {
      id,
      type: 'mention',
      created_at: at,
      account: account(i),
      status: { id: `77${id}`, uri: '', content: `<p>@alice number ${i}</p>`, visibility: 'public', created_at: at, account: account(i), mentions: [], media_attachments: [] },
      pleroma: { is_seen: false },
    };
  });

const PAGE = 40;

async function withThousand(page: Page) {
  const all = mentions();
  await page.route('**/api/v1/notifications?**', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.has('since_id') || url.searchParams.has('min_id')) return route.fulfill({ json: [] });
    const maxId = url.searchParams.get('max_id');
    const from = maxId === null ? 0 : all.findIndex((n) => Number(n.id) < Number(maxId));
    return route.fulfill({ json: from < 0 ? [] : all.slice(from, from + PAGE) });
  });
}

/** Long tasks seen while scrolling, for the report. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask' });
  });
}

/** Scrolls to the end, asking for older ones there, until the 1,000th is on screen. */
async function scrollThrough(page: Page, scroll: (step: number) => Promise<boolean>, list: ReturnType<Page['locator']>) {
  // Judged by each task's own CPU time: on a shared machine a task's wall time includes waiting for a core.
  const cpu = await recordTaskCpu(page);
  const last = list.locator(`[aria-posinset="${N}"]`);
  // Found by its place, not by role and name: a role query computes the names of every button in
  // the list on the page's main thread, and its own long task would count as the app's.
  const older = list.locator('.notifications__footer button');
  for (let step = 0; step < 400 && !(await last.isVisible()); step++) {
    const atEnd = await scroll(step);
    await expect.poll(() => list.locator('[data-notification-id]').count()).toBeLessThan(80);
    // The button is disabled while a page loads: try again on the next step rather than wait here.
    if (atEnd && (await older.isVisible())) await older.click({ timeout: 3000 }).catch(() => undefined);
  }
  await expect(last).toBeVisible();
  const tasks = await cpu.stop();
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
  test.info().annotations.push(
    { type: 'longest task while scrolling (ms)', description: String(longest) },
    { type: 'longest task CPU while scrolling (ms)', description: `${tasks.longestCpu.toFixed(1)} (${tasks.overCpu} over ${CPU_BUDGET_MS})` },
  );
  expect(tasks.longestCpu, 'no main-thread task over the budget of CPU time').toBeLessThanOrEqual(CPU_BUDGET_MS);
}

test('desktop: the notifications page of 1,000 renders a bounded window and scrolls to the last', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone test covers the drawer');
  await withThousand(page);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto('/alice/notifications');
  const list = page.getByRole('main');
  await expect(list.locator('[aria-posinset="1"]')).toBeVisible({ timeout: 30_000 });
  expect(await list.locator('[data-notification-id]').count()).toBeLessThan(80);
  await watchLongTasks(page);
  await scrollThrough(
    page,
    async () => {
      await page.mouse.wheel(0, 4000);
      return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 300);
    },
    list,
  );
});

test('phone: the drawer of 1,000 renders a bounded window and scrolls to the last', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  await withThousand(page);
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(drawer.locator('[aria-posinset="1"]')).toBeVisible({ timeout: 30_000 });
  expect(await drawer.locator('[data-notification-id]').count()).toBeLessThan(80);
  await watchLongTasks(page);
  await scrollThrough(
    page,
    () =>
      drawer.evaluate((el) => {
        el.scrollBy(0, 4000);
        return el.scrollTop + el.clientHeight >= el.scrollHeight - 300;
      }),
    drawer,
  );
});
