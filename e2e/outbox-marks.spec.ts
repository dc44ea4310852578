// The outbox's marks: a bookmark, a reaction and a poll vote made offline each say
// "Waiting to send" where they were made; back online the marks go and the server has them all.
import { expect, test, type Page } from '@playwright/test';
import { bearer, follow, postAs, tokenFor } from './api';
import { registerViaApi, unique } from './accounts';
import { feedArticles, signInWithOutbox } from './helpers';

const PASSWORD = 'e2e-password-1';

const article = (page: Page, text: string) => feedArticles(page).filter({ hasText: text }).first();
const outbox = (page: Page) => page.getByRole('region', { name: 'Outbox', exact: true });

test('a bookmark, a reaction and a vote made offline show they wait, then reach the server', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const name = unique('om');
  const token = await registerViaApi(request, name, `${name}@example.test`, PASSWORD);
  const bob = await tokenFor(request, 'bob');
  await follow(request, token, 'bob');
  const marked = `Mark me ${name}`;
  const postId = await postAs(request, bob, marked);
  expect((await request.put(`/api/v1/pleroma/statuses/${postId}/reactions/${encodeURIComponent('🔥')}`, { headers: bearer(bob) })).ok()).toBe(true);
  const asked = `Tea or coffee ${name}`;
  const polled = await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: asked, poll: { options: ['Tea', 'Coffee'], expires_in: 86400 } } });
  expect(polled.ok()).toBe(true);
  const pollId = ((await polled.json()) as { poll: { id: string } }).poll.id;

  await signInWithOutbox(page, name, PASSWORD, /OutboxPanel-[^/]*\.js$/);
  const post = article(page, marked);
  await expect(post).toBeVisible();
  // The extra menu's code, loaded while online.
  await post.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await context.setOffline(true);
  const more = post.getByRole('button', { name: 'More actions' });
  await more.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Bookmark', exact: true }).click();
  await expect(more).toHaveAccessibleDescription('Waiting to send');
  await more.click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /^Remove bookmark\s+Waiting to send$/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const fire = post.getByRole('button', { name: /^🔥/ });
  await fire.click();
  await expect(fire).toHaveAttribute('aria-pressed', 'true');
  await expect(fire).toHaveAccessibleDescription('Waiting to send');

  const poll = article(page, asked);
  await poll.getByRole('radio', { name: 'Coffee' }).check();
  await poll.getByRole('button', { name: 'Vote' }).click();
  await expect(poll.getByText('Waiting to send')).toBeVisible();
  await expect(outbox(page).getByRole('listitem')).toHaveCount(3);

  await context.setOffline(false);
  await expect(outbox(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(more).not.toHaveAccessibleDescription('Waiting to send');
  await expect(fire).not.toHaveAccessibleDescription('Waiting to send');
  await expect(poll.getByText('Waiting to send')).toHaveCount(0);

  const bookmarks = (await (await request.get('/api/v1/bookmarks', { headers: bearer(token) })).json()) as { id: string }[];
  expect(bookmarks.map((s) => s.id)).toContain(postId);
  const reactions = (await (await request.get(`/api/v1/pleroma/statuses/${postId}/reactions`, { headers: bearer(token) })).json()) as { name: string; count: number; me: boolean }[];
  expect(reactions.find((r) => r.name === '🔥')).toMatchObject({ count: 2, me: true });
  const votes = (await (await request.get(`/api/v1/polls/${pollId}`, { headers: bearer(token) })).json()) as { voted: boolean; own_votes: number[] };
  expect(votes).toMatchObject({ voted: true, own_votes: [1] });
});
