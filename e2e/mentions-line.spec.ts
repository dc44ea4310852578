import { expect, test } from '@playwright/test';
import { bearer } from './api';
import { registerViaApi, unique } from './accounts';

// A post that opens with a mention (not a reply) does not repeat it in a
// "Mentions:" line above the text; a mention further in still gets the line.

test('the mentions line names only what the text does not start with', async ({ page, request }) => {
  const name = unique('mentioner');
  const token = await registerViaApi(request, name, `${name}@example.test`, 'e2e-password-1');
  const post = async (status: string) =>
    (await (await request.post('/api/v1/statuses', { headers: bearer(token), data: { status, visibility: 'public' } })).json()).id as string;
  const opening = await post(`@bob opening ${name}`);
  const inside = await post(`inside ${name} @bob`);

  await page.goto(`/notice/${opening}`);
  const first = page.locator(`article[data-status-id="${opening}"]`);
  await expect(first).toContainText(`opening ${name}`);
  await expect(first.locator('.status-mentions')).toHaveCount(0);
  await expect(first.getByText('@bob', { exact: true })).toHaveCount(1);

  await page.goto(`/notice/${inside}`);
  const second = page.locator(`article[data-status-id="${inside}"]`);
  await expect(second).toContainText(`inside ${name}`);
  await expect(second.locator('.status-mentions')).toContainText('@bob');
});
