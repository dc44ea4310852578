import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, tokenFor } from './api';
import { unique } from './accounts';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';

// Scheduled posts on the embedded instance, desktop and phone: a post scheduled from
// the post form 6 minutes ahead, listed on the Scheduled posts page, moved, another cancelled,
// and the first published once the instance's clock (the test-only hook) reaches its time.
// Publishing after a restart is proven by the server test (server/scheduled-statuses.test.ts),
// since the E2E server is one process for the whole run.
test.describe.configure({ timeout: 90_000 });

/** The scheduler's clock this far ahead of real time (0: back to real time). */
async function clockAhead(request: APIRequestContext, seconds: number) {
  const res = await request.post('/api/test/clock', { data: { offset_seconds: seconds } });
  expect(res.ok(), 'STARLING_TEST_HOOKS=1 on the E2E server').toBe(true);
  return (await res.json()) as { published: number };
}

/** A datetime-local value `minutes` ahead of the browser's clock, on the next whole minute. */
const localInMinutes = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Math.ceil((Date.now() + m * 60_000) / 60_000) * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, minutes);

async function openForm(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('form', { name: 'New post' });
  await page.getByRole('button', { name: 'New post' }).click();
  return page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'New post' });
}

test.afterEach(async ({ request }) => {
  await clockAhead(request, 0);
});

test('schedule from the form, list, move one, cancel another, and see it published at its time', async ({ page, request }, info) => {
  const phone = info.project.name === 'phone';
  await clockAhead(request, 0);
  const token = await tokenFor(request, 'alice');
  const first = unique('Scheduled first ');
  const second = unique('Scheduled second ');
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);

  // From the post form: the toggle shows the date-and-time field; too soon is said in words.
  const form = await openForm(page, phone);
  await form.getByLabel('Post text').fill(first);
  await form.getByRole('button', { name: 'Schedule', pressed: false }).click();
  const when = form.getByLabel('Publish at');
  await when.fill(await localInMinutes(page, 2));
  await form.locator('button[type=submit]').click();
  await expect(form.getByRole('alert')).toHaveText('Choose a time at least 5 minutes from now.');
  await when.fill(await localInMinutes(page, 6));
  const [posted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST'),
    form.locator('button[type=submit]').click(),
  ]);
  expect(posted.status()).toBe(200);
  const firstId = (await posted.json()).id as string;
  // Said where it was asked (the phone's modal stays open to say it), and the form is cleared.
  await expect(form.getByText(/^Scheduled for /)).toBeVisible();
  await expect(form.getByLabel('Post text')).toHaveValue('');
  await expect(form.getByLabel('Publish at')).toHaveCount(0);
  if (phone) {
    const modal = page.getByRole('dialog', { name: 'New post' });
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
  }

  const other = await request.post('/api/v1/statuses', {
    headers: bearer(token),
    data: { status: second, scheduled_at: new Date(Date.now() + 3 * 3600_000).toISOString() },
  });
  expect(other.ok()).toBe(true);

  // The page, from the navigation on desktop (the phone's drawer holds the same entry).
  if (phone) await page.goto('/scheduled');
  else await page.getByRole('navigation').getByRole('link', { name: 'Scheduled posts' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled posts' })).toBeVisible();
  const firstItem = page.getByRole('listitem').filter({ hasText: first });
  const secondItem = page.getByRole('listitem').filter({ hasText: second });
  await expect(firstItem).toBeVisible();
  await expect(secondItem).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Move the first 4 minutes later.
  await firstItem.getByLabel('New time').fill(await localInMinutes(page, 10));
  const [moved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/v1/scheduled_statuses/${firstId}`) && r.request().method() === 'PUT'),
    firstItem.getByRole('button', { name: 'Change time' }).click(),
  ]);
  expect(moved.status()).toBe(200);
  const movedAt = (await moved.json()).scheduled_at as string;
  await expect(firstItem.locator('time')).toHaveAttribute('datetime', new Date(movedAt).toISOString());

  // Cancel the second, after the question.
  await secondItem.getByRole('button', { name: 'Cancel post' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel post' }).click();
  await expect(secondItem).toHaveCount(0);

  // Its old time passes without it; its new time publishes it.
  expect((await clockAhead(request, 7 * 60)).published).toBe(0);
  expect((await clockAhead(request, 11 * 60)).published).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Scheduled posts' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
  await page.goto('/alice');
  await expect(feedArticles(page).filter({ hasText: first })).toHaveCount(1);
  await expect(feedArticles(page).filter({ hasText: second })).toHaveCount(0);
});
