import { expect, test, type Page } from '@playwright/test';
import { feedArticles, signIn } from './helpers';

// Writing aids: the post's language, and the question before media goes out without
// a description. Desktop uses the sidebar form, the phone the post modal.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openForm(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('form', { name: 'New post' });
  await page.getByRole('button', { name: 'New post' }).click();
  return page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'New post' });
}

test('a post in French with an image: asked for a description, counted, and read with the right voice', async ({ page }, info) => {
  test.setTimeout(60_000);
  const phone = info.project.name === 'phone';
  const tag = `aids${info.project.name}${Date.now().toString(36)}`;
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);
  const form = await openForm(page, phone);

  const language = form.getByLabel('Language of the post');
  await expect(language).toHaveValue('en'); // the interface language
  await language.selectOption('fr');
  await form.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const description = form.getByLabel('Description of attachment 1');
  await expect(description).toBeVisible();
  await expect(form.getByText('0 of 5000 characters')).toBeVisible(); // the instance's description_limit
  await form.getByLabel('Post text').fill(`Bonjour ${tag}`);

  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Add a description?' });
  await ask.getByRole('button', { name: 'Add description' }).click();
  await expect(ask).toHaveCount(0);
  await expect(description).toBeFocused();
  await description.fill('Un point');
  await expect(form.getByText('8 of 5000 characters')).toBeVisible();

  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Post', exact: true }).click(),
  ]);
  expect((await res.json()).language).toBe('fr');
  const posted = feedArticles(page).filter({ hasText: `Bonjour ${tag}` }).first();
  await expect(posted.locator('[lang="fr"]').filter({ hasText: `Bonjour ${tag}` })).toBeVisible();
  await expect(posted.getByRole('img', { name: 'Un point' })).toBeVisible();

  // The next post starts in the language of the last one.
  const next = await openForm(page, phone);
  await expect(next.getByLabel('Language of the post')).toHaveValue('fr');
});
