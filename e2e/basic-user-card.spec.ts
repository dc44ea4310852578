import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

// The basic user card of a list (followers here) expands into the full card and back,
// by keyboard, with a named control.

test('a follower’s basic card opens the full card by keyboard and closes again', async ({ page }) => {
  await page.goto('/users/alice?tab=followers');
  const list = page.getByRole('list', { name: 'Followers' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Bob/ }) });
  const expand = row.getByRole('button', { name: 'Show the full card of Bob' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(row.getByText('Coffee, music and bad puns.')).toHaveCount(0);

  await expand.focus();
  await page.keyboard.press('Enter');
  const full = row.getByRole('region', { name: 'Bob' });
  await expect(full).toBeVisible();
  await expect(full.getByText('Coffee, music and bad puns.')).toBeVisible();
  await expect(full.getByText('@bob')).toBeVisible();
  const collapse = row.getByRole('button', { name: 'Hide the full card of Bob' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(collapse).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Enter');
  await expect(full).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Show the full card of Bob' })).toBeFocused();
});
