import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, feedArticles } from './helpers';

// The status view as a visitor reads it: the conversation page, content warnings, the media
// viewer (keyboard, browser back, swipe on a phone) and mute words.

interface RawStatus {
  id: string;
  content: string;
}

/** A seeded status found by its words on a hashtag timeline (test set-up through the API). */
async function seededStatusId(request: APIRequestContext, tag: string, words: string): Promise<string> {
  const res = await request.get(`/api/v1/timelines/tag/${tag}?limit=40`);
  expect(res.ok()).toBeTruthy();
  const found = ((await res.json()) as RawStatus[]).find((s) => s.content.includes(words));
  expect(found, `seeded status "${words}"`).toBeTruthy();
  return found!.id;
}

/** Preferences in the persisted config, written before the app boots. */
async function withConfig(page: Page, config: Record<string, unknown>) {
  await page.addInitScript((c) => {
    localStorage.setItem('vuex-lz', JSON.stringify({ config: c }));
  }, config);
}

const article = (page: Page, words: string) => feedArticles(page).filter({ hasText: words });

test('a visitor opens the middle of a thread by its time link: ancestors, focused, descendants', async ({ page }) => {
  await page.goto('/tag/books');
  const start = article(page, 'what is everyone reading this week');
  await expect(start).toBeVisible();
  await start.locator('.status-header__time').click();
  await expect(page).toHaveURL(/\/notice\/\w+$/);
  const feed = page.getByRole('feed', { name: 'Conversation' });
  await expect(feed.getByRole('article')).toHaveCount(5);

  await article(page, 'those are the best').locator('.status-header__time').click();
  const middleUrl = page.url();
  expect(middleUrl).toMatch(/\/notice\/\w+$/);
  await expect(feed.getByRole('article')).toHaveCount(4);
  const texts = await feed.getByRole('article').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(texts[0]).toContain('what is everyone reading');
  expect(texts[1]).toContain('unreliable narrator');
  expect(texts[2]).toContain('those are the best');
  expect(texts[3]).toContain('Unreliable narrators are my favourite');

  const focused = feed.locator('article[aria-current="true"]');
  await expect(focused).toHaveCount(1);
  await expect(focused).toContainText('those are the best');
  await expect(focused).toBeInViewport();
  await expect(focused).toBeFocused();
  // The reply-to row names the parent's author and links to it.
  await expect(focused.getByRole('link', { name: /Reply to @bob/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a content-warning post collapses and expands', async ({ page, request }) => {
  const id = await seededStatusId(request, 'cats', 'sleepy blob');
  await withConfig(page, { collapseMessageWithSubject: true });
  await page.goto(`/notice/${id}`);
  const post = page.locator('article[aria-current="true"]');
  await expect(post).toContainText('cat pictures (very cute)');
  await expect(post.getByText('Look at this sleepy blob')).toBeHidden();
  const more = post.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(post.getByText('Look at this sleepy blob')).toBeVisible();
  // The media is sensitive: still behind its own button.
  await expect(post.getByRole('button', { name: /Sensitive content/ })).toBeVisible();
  await post.getByRole('button', { name: 'Show less' }).click();
  await expect(post.getByText('Look at this sleepy blob')).toBeHidden();
});

test('the media viewer by keyboard: open, wrap with arrows, Escape and browser back close it', async ({ page, request }) => {
  const id = await seededStatusId(request, 'photography', 'Photo dump from my walk');
  await page.goto(`/notice/${id}`);
  const post = page.locator('article[aria-current="true"]');
  const images = post.locator('.attachment--image');
  await expect(images).toHaveCount(4);

  await images.first().focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toBeVisible();
  const shown = viewer.locator('img');
  const first = await shown.getAttribute('src');
  await expect(viewer.getByText('1 of 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 of 4')).toBeVisible();
  await expect(shown).not.toHaveAttribute('src', first!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('4 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('1 of 4')).toBeVisible();
  await expect(shown).toHaveAttribute('src', first!);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(images.first()).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));

  // Browser back closes it and stays on the page.
  await images.nth(1).click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));
  await expect(post).toBeVisible();

  // Clicking the image closes it too.
  await images.nth(2).click();
  await shown.click();
  await expect(viewer).toBeHidden();
});

test('the media viewer on a phone: a 50 px swipe navigates', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'touch only');
  const id = await seededStatusId(request, 'photography', 'Photo dump from my walk');
  await page.goto(`/notice/${id}`);
  const post = page.locator('article[aria-current="true"]');
  await post.locator('.attachment--image').first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer.getByText('1 of 4')).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    const y = 400;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(300, 200); // left: next
  await expect(viewer.getByText('2 of 4')).toBeVisible();
  await swipe(100, 200); // right: previous
  await expect(viewer.getByText('1 of 4')).toBeVisible();
  await swipe(100, 200); // right again: wraps to the last
  await expect(viewer.getByText('4 of 4')).toBeVisible();
  await swipe(200, 170); // 30 px: not a media swipe
  await expect(viewer.getByText('4 of 4')).toBeVisible();
});

test('a mute word collapses matching posts with an unmute toggle', async ({ page }) => {
  await withConfig(page, { muteWords: ['narrator'] });
  await page.goto('/tag/books');
  await article(page, 'what is everyone reading this week').locator('.status-header__time').click();
  const feed = page.getByRole('feed', { name: 'Conversation' });
  await expect(feed.getByRole('article')).toHaveCount(5);
  const muted = feed.locator('article.status--muted');
  await expect(muted).toHaveCount(2);
  await expect(muted.first()).toContainText('Muted words: narrator');
  await expect(feed.getByText('A mystery novel with a very unreliable narrator.')).toHaveCount(0);

  const toggle = muted.first().getByRole('button', { name: 'Show' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(feed.getByText('A mystery novel with a very unreliable narrator.')).toBeVisible();
  await expect(muted.first().getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
});
