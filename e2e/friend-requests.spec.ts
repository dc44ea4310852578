import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { accountId, bearer, tokenFor } from './api';

// Follow requests: carol's account is locked. Two accounts ask to follow her; she
// approves one and denies the other, and the server agrees. Each project uses its own requesters.

test.describe('friend requests', () => {
  test('carol approves one request and denies another', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const [approveName, denyName] = info.project.name === 'phone' ? ['admin', 'robot'] : ['moderator', 'bob'];
    const carolToken = await tokenFor(request, 'carol');
    const carol = await accountId(request, carolToken, 'carol');
    for (const name of [approveName, denyName]) {
      const token = await tokenFor(request, name);
      await request.post(`/api/v1/accounts/${carol}/unfollow`, { headers: bearer(token) });
      const res = await request.post(`/api/v1/accounts/${carol}/follow`, { headers: bearer(token) });
      expect(res.ok()).toBe(true);
      expect((await res.json()).requested).toBe(true);
    }

    await signIn(page, 'carol');
    await expect(page).toHaveURL(/\/main\/friends/);
    if (info.project.name === 'phone') {
      await page.getByRole('button', { name: /^menu/i }).click();
      const link = page.getByRole('dialog', { name: /menu/i }).getByRole('link', { name: /follow requests/i });
      await expect(link).toContainText(/[1-9]/);
      await link.click();
    } else {
      const link = page.getByRole('navigation').getByRole('link', { name: /follow requests/i });
      await expect(link).toContainText(/[1-9]/); // the badge count
      await link.click();
    }
    await expect(page).toHaveURL(/\/friend-requests$/);
    const main = page.getByRole('main');
    const approve = main.getByRole('button', { name: `Approve ${approveName}` });
    const deny = main.getByRole('button', { name: `Deny ${denyName}` });
    await expect(approve).toBeVisible();
    await expect(deny).toBeVisible();

    await Promise.all([page.waitForResponse((r) => r.url().includes('/authorize') && r.ok()), approve.click()]);
    await expect(approve).toHaveCount(0);
    await Promise.all([page.waitForResponse((r) => r.url().includes('/reject') && r.ok()), deny.click()]);
    await expect(deny).toHaveCount(0);

    const followers = await request.get(`/api/v1/accounts/${carol}/followers`, { headers: bearer(carolToken), params: { limit: '40' } });
    const names = ((await followers.json()) as { acct: string }[]).map((a) => a.acct);
    expect(names).toContain(approveName);
    expect(names).not.toContain(denyName);
    // Leave carol's followers as they were: other specs follow her with these accounts.
    await request.post(`/api/v1/accounts/${carol}/unfollow`, { headers: bearer(await tokenFor(request, approveName)) });
  });
});
