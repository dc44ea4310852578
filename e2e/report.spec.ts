import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { accountId, bearer, tokenFor } from './api';

// The report dialog: alice reports a post of dave@remote.example, forwarding it to his
// server; a failed send shows the generic error and can be sent again; success closes the dialog.

async function daveStatusId(page: Page): Promise<{ id: string; text: string }> {
  const token = await tokenFor(page.request, 'alice');
  const dave = await accountId(page.request, token, 'dave@remote.example');
  const res = await page.request.get(`/api/v1/accounts/${dave}/statuses`, { headers: bearer(token), params: { limit: '5', exclude_reblogs: 'true' } });
  expect(res.ok()).toBe(true);
  const first = ((await res.json()) as { id: string; content: string; reblog: unknown }[]).find((s) => !s.reblog);
  expect(first, 'a post by dave').toBeTruthy();
  return { id: first!.id, text: first!.content.replace(/<[^>]+>/g, '').slice(0, 20) };
}

test.describe('report dialog', () => {
  test('report a remote user\'s post with forward; an error keeps the form', async ({ page }) => {
    test.setTimeout(90_000);
    const status = await daveStatusId(page);
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    await page.goto(`/notice/${status.id}`);
    const focused = page.locator('article[aria-current]').first();
    await expect(focused).toBeVisible();
    await focused.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: /report/i }).click();

    const dialog = page.getByRole('dialog', { name: 'Reporting @dave@remote.example' });
    await expect(dialog).toBeVisible();
    const checkboxes = dialog.getByRole('group').getByRole('checkbox');
    await expect(checkboxes.first()).toBeChecked(); // the post reported from is pre-ticked
    await dialog.getByLabel('Comment').fill('Spam from afar');
    const forward = dialog.getByRole('checkbox', { name: 'Forward to remote.example' });
    await forward.check();
    await expectNoSeriousA11yViolations(page);

    // First attempt fails on the server side: generic error, submit enabled again, input kept.
    await page.route('**/api/v1/reports', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }), { times: 1 });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred while processing your request.');
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeEnabled();
    await expect(dialog.getByLabel('Comment')).toHaveValue('Spam from afar');
    await expect(forward).toBeChecked();

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/reports') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Send report' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({ comment: 'Spam from afar', forward: true });
    expect(sent.status_ids).toContain(status.id);
    const stored = await response.json();
    expect(stored).toMatchObject({ forwarded: true, comment: 'Spam from afar' });
    expect(stored.status_ids).toContain(status.id);
    await expect(dialog).toBeHidden();
  });

  test('visitors get no report action', async ({ page }) => {
    const status = await daveStatusId(page);
    await page.goto(`/notice/${status.id}`);
    const focused = page.locator('article[aria-current]').first();
    await expect(focused).toBeVisible();
    const more = focused.getByRole('button', { name: 'More actions' });
    if (await more.count()) {
      await more.click();
      await expect(page.getByRole('menu').getByRole('menuitem', { name: /report/i })).toHaveCount(0);
    }
  });
});
