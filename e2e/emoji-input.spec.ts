import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// Emoji input: ':' and '@' autocomplete by keyboard, and the emoji picker, in the post
// form of a signed-in member (the sidebar form on desktop, the new-post modal on a phone).

async function openPostText(page: Page, mobile: boolean): Promise<Locator> {
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends/);
  if (mobile) {
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    return dialog.getByRole('textbox', { name: 'Post text' });
  }
  return page.getByRole('region', { name: 'New post' }).getByRole('textbox', { name: 'Post text' });
}

test.describe('emoji input', () => {
  // Sign-in, lazy chunks and axe take a while on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('":" suggests emoji and a keyboard pick replaces the word', async ({ page, isMobile }) => {
    const text = await openPostText(page, isMobile);
    await text.click();
    await text.pressSequentially('Hello :starl');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option').first()).toContainText(':starling:');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
    await text.press('Enter');
    await expect(text).toHaveValue('Hello :starling: ');
    await expect(list).toBeHidden();
    // The caret stays after the insert: typing goes on from there.
    await text.pressSequentially('and :blo');
    await expect(list.getByRole('option')).toHaveCount(2);
    await text.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await text.press('Tab');
    await expect(text).toHaveValue('Hello :starling: and :blob_green: ');
    await text.pressSequentially(':moo');
    await text.press('Escape');
    await expect(list).toBeHidden();
    await expect(text).toHaveValue('Hello :starling: and :blob_green: :moo');
  });

  test('"@al" suggests alice, from the server too', async ({ page, isMobile }) => {
    const text = await openPostText(page, isMobile);
    await text.click();
    await text.pressSequentially('cc @al');
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /@alice/ });
    await expect(option).toBeVisible();
    await text.press('Enter');
    await expect(text).toHaveValue('cc @alice ');
    // A remote account the timeline may not have shown: found by the debounced server search.
    const search = page.waitForResponse((r) => r.url().includes('/api/v2/search') && r.url().includes('q=gin'));
    await text.pressSequentially('@gin');
    await search;
    await expect(page.getByRole('option', { name: /gina@social\.example/ })).toBeVisible();
  });

  test('the picker inserts a custom emoji at the caret and works by keyboard', async ({ page, isMobile }) => {
    const text = await openPostText(page, isMobile);
    await text.click();
    await text.pressSequentially('ab');
    await text.press('ArrowLeft');
    const button = page.getByRole('button', { name: 'Insert emoji' });
    await button.click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await expect(picker.getByRole('heading', { name: 'Blobs' })).toBeVisible();
    await expect(picker.getByRole('heading', { name: 'Smileys & Emotion' })).toBeAttached();
    await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('gem');
    await picker.getByRole('button', { name: ':gem:' }).click();
    await expect(picker).toBeHidden();
    await expect(text).toHaveValue('a :gem: b');
    await expect(text).toBeFocused();

    // Keyboard only: Tab to the button, open, into the grid, arrows, Enter; Escape hands focus back.
    await text.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Tab'); // group bar
    await page.keyboard.press('Tab'); // grid
    const focused = picker.locator('.emoji-picker__emoji-button:focus');
    await expect(focused).toHaveCount(1);
    const first = await focused.getAttribute('aria-label');
    await page.keyboard.press('ArrowRight');
    // Focus moves with the grid's next render: wait for it rather than read the old button.
    await expect(focused).not.toHaveAttribute('aria-label', first ?? '');
    const second = await focused.getAttribute('aria-label');
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(text).toHaveValue(`a :gem: ${second} b`);
    await button.click();
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a sticker is uploaded and attached to the post', async ({ page, isMobile }) => {
    const text = await openPostText(page, isMobile);
    await page.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('tab', { name: 'Stickers' }).click();
    await expect(picker.getByRole('heading', { name: 'Starling shapes' })).toBeVisible();
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/v1/media') && r.request().method() === 'POST');
    await picker.getByRole('button', { name: 'Sticker heart' }).click();
    expect((await upload).status()).toBe(200);
    await expect(picker).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Description of attachment 1' })).toBeVisible();
    await expect(text).toHaveValue('');
  });
});
