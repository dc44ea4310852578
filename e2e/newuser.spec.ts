// What a new user trips over: relative times, popovers at the screen
// edge, custom emoji in names and posts, emoji size in a bio, the fresh poll form, and content
// warnings. One seeded server; the only data changed is one post of bob's, deleted at the end.
import { expect, test, type Page } from '@playwright/test';
import { bearer, tokenFor } from './api';
import { feedArticles, signIn, withoutPagePreload } from './helpers';

type Json = Record<string, unknown>;

/** Serves the local timeline with its first statuses re-dated against the browser's clock. */
async function redatedLocalTimeline(page: Page, edit: (statuses: Json[], now: number) => void) {
  await page.route(/\/api\/v1\/timelines\/public\?.*local=true/, async (route) => {
    const response = await route.fetch();
    const statuses = (await response.json()) as Json[];
    edit(statuses, await page.evaluate(() => Date.now()));
    await route.fulfill({ response, json: statuses });
  });
}

/** An in-app navigation (no reload), as a click on a link does. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('relative times read against the real now: newest reads newest, a 10-minute poll ends in 10m', async ({ page }) => {
  await page.clock.install();
  await page.goto('/main/all');
  await expect(feedArticles(page).first()).toBeVisible();
  // The shared minute tick started with this page; 55 s on it has not fired again.
  await page.clock.fastForward(55_000);
  await redatedLocalTimeline(page, (statuses, now) => {
    const iso = (ms: number) => new Date(ms).toISOString();
    statuses[0].created_at = iso(now - 4_000);
    statuses[1].created_at = iso(now - 54_000);
    statuses[2].created_at = iso(now - 104_000);
    statuses[3].created_at = iso(now + 30_000); // a server clock a little ahead
    statuses[0].poll = {
      id: 'p1', expires_at: iso(now + 10 * 60_000), expired: false, multiple: false, votes_count: 0, voters_count: 0,
      options: [{ title: 'Yes', votes_count: 0 }, { title: 'No', votes_count: 0 }], emojis: [], voted: false, own_votes: [],
    };
  });
  await navigateInApp(page, '/main/public');
  const times = feedArticles(page).locator('.status-header time');
  // The page's clock runs on between the re-dating and the paint: up to 2 s on a loaded machine.
  await expect(times.nth(0)).toHaveText(/^[4-6]s$/);
  await expect(times.nth(1)).toHaveText(/^5[4-6]s$/);
  await expect(times.nth(2)).toHaveText('1m');
  await expect(times.nth(3)).toHaveText(/^in (2[89]|30)s$/);
  await expect(feedArticles(page).first().getByText(/^Ends in /)).toHaveText('Ends in 10m');
});

test('the reaction picker and the status menu stay inside a phone screen', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the edge of a 390 px screen');
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);
  await page.goto('/main/public');
  const first = feedArticles(page).first();
  await expect(first).toBeVisible();
  const width = page.viewportSize()!.width;
  const inside = async (box: { x: number; width: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  };

  await first.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji reactions' });
  await expect(picker.getByRole('button').nth(4)).toBeVisible();
  await expect.poll(async () => {
    const b = await picker.boundingBox();
    return b ? b.x + b.width <= width && b.x >= 0 : false;
  }).toBe(true);
  await inside(await picker.getByRole('button').nth(4).boundingBox()); // the 5th quick emoji
  await page.keyboard.press('Escape');

  await first.getByRole('button', { name: 'More actions' }).click();
  await inside(await page.getByRole('menu').boundingBox());
});

test('custom emoji show in the drawer header, in a bio and fields at text size, and in the report list', async ({ page, isMobile, request }) => {
  test.setTimeout(60_000);
  const bob = await tokenFor(request, 'bob');
  const posted = await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: 'Newcomer check :donut:', visibility: 'public' } });
  expect(posted.ok()).toBe(true);
  const postId = (await posted.json()).id as string;
  try {
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);

    if (isMobile) {
      await page.getByRole('button', { name: /^menu/i }).click();
      const header = page.locator('.side-drawer__user-name');
      await expect(header.locator('img.emoji[alt=":starling:"]')).toBeVisible();
      await expect(header).not.toContainText(':starling:');
      await page.keyboard.press('Escape');
    }

    // Alice's bio and "Favourite bird" field carry :starling: at the size of the text.
    await page.goto('/alice');
    const card = page.locator('.user-card');
    const emojis = card.locator('img.emoji[alt=":starling:"]');
    await expect(emojis.first()).toBeVisible();
    const sizes = await emojis.evaluateAll((els) =>
      els.map((el) => ({ h: el.getBoundingClientRect().height, font: parseFloat(getComputedStyle(el.parentElement!).fontSize) })),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(3); // name, bio, field
    for (const s of sizes) expect(s.h).toBeLessThanOrEqual(s.font * 1.6);

    // The report dialog lists bob's post with its emoji, not ":donut:" as text.
    await page.goto(`/notice/${postId}`);
    const focused = page.locator('article[aria-current]').first();
    await expect(focused).toBeVisible();
    await focused.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: /report/i }).click();
    const dialog = page.getByRole('dialog', { name: /Reporting @bob/ });
    const row = dialog.locator('.report-dialog__status').filter({ hasText: 'Newcomer check' });
    await expect(row.locator('img.emoji[alt=":donut:"]')).toBeVisible();
    await expect(row.locator('.report-dialog__status-text')).not.toContainText(':donut:');
  } finally {
    await request.delete(`/api/v1/statuses/${postId}`, { headers: bearer(bob) });
  }
});

test('a fresh poll form shows no error and leaves Post enabled', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the sidebar post form is desktop only');
  await signIn(page, 'alice');
  const form = page.getByRole('form', { name: 'New post' });
  await expect(form).toBeVisible();
  await form.getByLabel('Post text').fill('Which one?');
  await form.getByRole('button', { name: 'Poll' }).click();
  await expect(form.getByLabel('Option 1', { exact: true })).toBeVisible();
  await expect(form.getByText('Too few unique options in poll')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  // Once one option is typed the rule speaks.
  await form.getByLabel('Option 1', { exact: true }).fill('Tea');
  await expect(form.getByText('Too few unique options in poll')).toBeVisible();
});

test('a content warning is styled as a warning and follows collapseMessageWithSubject', async ({ page, request }) => {
  const res = await request.get('/api/v1/timelines/tag/cats?limit=40');
  const cw = ((await res.json()) as { id: string; spoiler_text: string }[]).find((s) => s.spoiler_text === 'cat pictures (very cute)');
  expect(cw, 'the seeded content-warning post').toBeTruthy();

  await withoutPagePreload(page);
  const open = async (collapse: boolean) => {
    await page.route('**/api/pleroma/frontend_configurations', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Json;
      await route.fulfill({ response, json: { ...config, pleroma_fe: { ...(config.pleroma_fe as Json), collapseMessageWithSubject: collapse } } });
    });
    await page.goto(`/notice/${cw!.id}`);
    const post = page.locator('article[aria-current="true"]');
    const subject = post.getByRole('note', { name: 'Content warning' });
    await expect(subject).toContainText('cat pictures (very cute)');
    // Set apart from the body: its own background, not a second plain line.
    const [subjectBg, bodyBg] = await Promise.all([
      subject.evaluate((el) => getComputedStyle(el).backgroundColor),
      post.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(subjectBg).not.toBe('rgba(0, 0, 0, 0)');
    expect(subjectBg).not.toBe(bodyBg);
    await page.unroute('**/api/pleroma/frontend_configurations');
    return post;
  };

  const collapsed = await open(true);
  await expect(collapsed.getByText('Look at this sleepy blob')).toBeHidden();
  await collapsed.getByRole('button', { name: 'Show more' }).click();
  await expect(collapsed.getByText('Look at this sleepy blob')).toBeVisible();

  const shown = await open(false);
  await expect(shown.getByText('Look at this sleepy blob')).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});
