// Every menu, picker, popover and autocomplete opens above every
// panel, inside the viewport (scrolling when taller), so each item can be seen and clicked, on
// the desktop and the phone, left to right and right to left; tab strips scroll sideways and show
// whole tabs; the reaction picker takes focus when opened by keyboard and gives it back.
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tokenWithScopes, unique } from './accounts';
import { expectAllReachable } from './popupCheck';
import { feedArticles, signIn } from './helpers';

type Lang = 'en' | 'ar';
const sections = new Map<string, Record<string, unknown>>();
/** A string of the locale files, e.g. tr('ar', 'status_actions.more'). */
function tr(lang: Lang, key: string): string {
  const [section, ...path] = key.split('.');
  const file = `${lang}/${section}`;
  if (!sections.has(file)) sections.set(file, JSON.parse(fs.readFileSync(`src/i18n/locales/${file}.json`, 'utf8')) as Record<string, unknown>);
  let value: unknown = sections.get(file);
  for (const p of path) value = (value as Record<string, unknown>)[p];
  return value as string;
}
const exact = (text: string) => ({ name: text, exact: true });
const MENU_ITEMS = '[role="menuitem"], [role="menuitemcheckbox"]';

/** Opens the settings: from the top bar on the desktop, from the drawer on the phone. */
async function openSettings(page: Page, lang: Lang) {
  const name = exact(tr(lang, 'settings.settings'));
  if (await page.getByRole('banner').getByRole('button', name).isVisible()) await page.getByRole('banner').getByRole('button', name).click();
  else {
    await page.getByRole('button', { name: new RegExp(`^${tr(lang, 'nav.menu')}`) }).click();
    await page.getByRole('dialog', { name: new RegExp(tr(lang, 'nav.menu')) }).getByRole('button', name).click();
  }
  const dialog = page.getByRole('dialog', name);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in (the form is English) and, for Arabic, picks it in the settings as a person would. */
async function signInAs(page: Page, user: string, lang: Lang) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/main\/friends/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  if (lang === 'en') return;
  const dialog = await openSettings(page, 'en');
  await dialog.getByLabel(tr('en', 'settings.interfaceLanguage')).selectOption({ value: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', exact(tr('ar', 'settings.settings')))).toHaveCount(0);
}

/** Opens a menu button's menu, checks every item, closes it with Escape: focus is back on the button. */
async function checkMenu(trigger: Locator, menu: Locator, what: string) {
  await trigger.click();
  await expect(menu.locator(MENU_ITEMS).first()).toBeFocused({ timeout: 15_000 });
  await expectAllReachable(menu, MENU_ITEMS, what);
  await menu.page().keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

/** Bob's post and alice's reply: a conversation of two, whose panel is short. */
async function shortConversation(page: Page): Promise<string> {
  const auth = async (who: string) => ({ Authorization: `Bearer ${await tokenWithScopes(page.request, who)}` });
  const first = await page.request.post('/api/v1/statuses', { headers: await auth('bob'), data: { status: `A short talk ${unique('t')}` } });
  const id = (await first.json()).id as string;
  await page.request.post('/api/v1/statuses', { headers: await auth('alice'), data: { status: '@bob a short answer', in_reply_to_id: id } });
  return id;
}

/** The post form: the sidebar's on the desktop, the new-post dialog's on the phone. */
async function postForm(page: Page, lang: Lang, isMobile: boolean): Promise<Locator> {
  const name = tr(lang, 'post_status.new_post');
  if (!isMobile) return page.getByRole('region', exact(name));
  await page.getByRole('button', exact(tr(lang, 'shell.new_post'))).click();
  return page.getByRole('dialog', exact(name));
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`pop-ups (${lang})`, () => {
    test('a status’s menus and pickers, the emoji picker and autocomplete of the post forms', async ({ page, isMobile }) => {
      test.setTimeout(120_000);
      const id = await shortConversation(page);
      await signInAs(page, 'alice', lang);
      await page.goto(`/notice/${id}`);
      const articles = page.getByRole('main').getByRole('article');
      await expect(articles).toHaveCount(2, { timeout: 20_000 }); // the conversation chunk, on a busy machine
      const more = tr(lang, 'status_actions.more');
      for (const [i, whose] of [[0, 'another’s'], [1, 'my own']] as const) {
        const article = articles.nth(i);
        await checkMenu(article.getByRole('button', exact(more)), page.getByRole('menu', exact(more)), `the menu of ${whose} post`);
      }

      // The reaction picker of the last post of a short conversation.
      const react = articles.nth(1).getByRole('button', exact(tr(lang, 'status_actions.add_reaction')));
      await react.click();
      const picker = page.getByRole('dialog', exact(tr(lang, 'status_actions.reaction_picker')));
      await expect(picker.locator('.reaction-picker__results button').first()).toBeVisible({ timeout: 20_000 });
      await expectAllReachable(picker, '.reaction-picker__quick button, input, .reaction-picker__results button:nth-child(-n+40)', 'the reaction picker');
      await page.keyboard.press('Escape');
      await expect(picker).toHaveCount(0);

      // The emoji picker of the inline reply form (where the phone's new-post button floats).
      await articles.nth(1).getByRole('button', { name: new RegExp(`^${tr(lang, 'status_actions.reply')}`) }).click();
      const reply = page.getByRole('form').last();
      await reply.getByRole('button', exact(tr(lang, 'emoji.picker.open'))).click();
      const emoji = page.getByRole('dialog', exact(tr(lang, 'emoji.picker.label')));
      await expect(emoji.locator('.emoji-picker__emoji-button').first()).toBeVisible({ timeout: 20_000 }); // its own chunk
      await expectAllReachable(emoji, '.emoji-picker__group-button, input, .emoji-picker__emoji-button:nth-child(-n+40)', 'the reply form’s emoji picker');
      await page.keyboard.press('Escape');
      await expect(emoji).toHaveCount(0);

      // The post form: its emoji picker, then ':' and '@' autocomplete.
      await page.goto('/main/friends');
      const form = await postForm(page, lang, isMobile);
      await form.getByRole('button', exact(tr(lang, 'emoji.picker.open'))).click();
      await expect(emoji.locator('.emoji-picker__emoji-button').first()).toBeVisible({ timeout: 20_000 }); // its own chunk
      await expectAllReachable(emoji, '.emoji-picker__group-button, input, .emoji-picker__emoji-button:nth-child(-n+40)', 'the post form’s emoji picker');
      await page.keyboard.press('Escape');
      const text = form.getByRole('textbox', exact(tr(lang, 'post_status.text')));
      for (const typed of [':st', '@a']) {
        await text.fill('');
        await text.pressSequentially(typed);
        const list = page.getByRole('listbox', exact(tr(lang, 'emoji.suggestions.label')));
        await expect(list.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
        await expectAllReachable(list, '[role="option"]', `autocomplete after ${typed}`);
      }
    });

    test('the profile’s account actions and the admin’s moderation menu', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'admin', lang);
      await page.goto('/users/bob');
      const actions = tr(lang, 'user_card.actions');
      await checkMenu(page.getByRole('button', exact(actions)), page.getByRole('menu', exact(actions)), 'account actions');
      const moderation = tr(lang, 'moderation.moderation');
      const trigger = page.getByRole('button', exact(moderation));
      await expect(trigger).toBeVisible({ timeout: 15_000 }); // its own chunk
      const menu = page.getByRole('menu', exact(moderation));
      await checkMenu(trigger, menu, 'the moderation menu');
      // All eleven, policies included, and the last one takes a real click.
      await trigger.click();
      await expect(menu.locator(MENU_ITEMS)).toHaveCount(11);
      await menu.locator(MENU_ITEMS).last().click({ trial: true, timeout: 5_000 });
      await page.keyboard.press('Escape');
    });

    test('popovers: timeline menu, quick settings, notification filter, who reacted, the replied-to post', async ({ page, isMobile }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'alice', lang);
      const timelines = tr(lang, 'nav.timelines');
      await checkMenu(page.locator('.timeline-switcher__trigger'), page.getByRole('menu', exact(timelines)), 'the timeline menu');

      await page.getByRole('button', exact(tr(lang, 'quick_settings.title'))).click();
      const quick = page.getByRole('dialog', exact(tr(lang, 'quick_settings.title')));
      await expectAllReachable(quick, 'label, button', 'quick settings');
      await page.keyboard.press('Escape');

      const notifications = isMobile
        ? page.getByRole('dialog', { name: new RegExp(`^${tr(lang, 'notifications.title')}`) })
        : page.getByRole('complementary').getByRole('region', { name: new RegExp(`^${tr(lang, 'notifications.title')}`) });
      if (isMobile) await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${tr(lang, 'notifications.title')}`) }).click();
      await notifications.getByRole('button', exact(tr(lang, 'notifications.filter'))).click();
      const filter = page.getByRole('dialog', exact(tr(lang, 'notifications.filter')));
      await expectAllReachable(filter, 'label', 'the notification filter');
      await page.keyboard.press('Escape');
      await expect(filter).toHaveCount(0);
      if (isMobile) await page.keyboard.press('Escape');

      // Who reacted: alice's pinned welcome post on her profile carries reactions.
      await page.goto('/alice');
      const reaction = page.locator('.status-reaction').first();
      await reaction.focus();
      await expectAllReachable(page.locator('.status-reactions__who'), 'bdi, span', 'who reacted');

      // The replied-to post, on hover of "Reply to".
      const id = await shortConversation(page);
      await page.goto(`/notice/${id}`);
      const replyTo = page.getByRole('main').getByRole('article').nth(1).locator('.status-reply-to__link');
      await replyTo.focus();
      await expectAllReachable(page.locator('.status-popover'), '.status-popover__text', 'the replied-to post');
    });
  });
}

test('tab strips scroll sideways and show whole tabs: settings and the theme editor', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'alice', 'en');
  const dialog = await openSettings(page, 'en');
  const strips = [dialog.getByRole('tablist', exact('Settings'))];
  await expect(strips[0]).toBeVisible();
  await strips[0].getByRole('tab', exact('Theme')).click();
  strips.push(dialog.getByRole('tablist', exact(tr('en', 'theme.sections.label'))));
  for (const strip of strips) {
    await expectAllReachable(strip, '[role="tab"]', 'tabs');
    // Whole tabs: each lies inside its strip (not cut by its height), at least 44 px on a phone.
    const boxes = await strip.evaluate((list) => {
      const s = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')].map((tab) => {
        tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = tab.getBoundingClientRect();
        const l = list.getBoundingClientRect();
        return { name: tab.textContent, h: r.height, inside: r.top >= l.top - 0.5 && r.bottom <= l.bottom + 0.5, strip: s.height };
      });
    });
    for (const b of boxes) {
      expect(b.inside, `${b.name} inside its strip (${b.strip} px high)`).toBe(true);
      if (isMobile) expect(b.h, `${b.name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
  }
  // The active tab is scrolled into view when chosen by keyboard.
  const themeTabs = strips[1];
  await themeTabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  const last = themeTabs.getByRole('tab').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => last.evaluate((tab) => {
    const r = tab.getBoundingClientRect();
    const l = tab.parentElement!.getBoundingClientRect();
    return r.left >= l.left - 0.5 && r.right <= l.right + 0.5;
  })).toBe(true);
});

test('the reaction picker takes focus when opened by keyboard and gives it back on Escape', async ({ page }) => {
  await signInAs(page, 'alice', 'en');
  await page.goto('/main/public');
  const button = feedArticles(page).first().getByRole('button', exact('Add reaction'));
  await button.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', exact('Emoji reactions'));
  await expect(picker.getByRole('button').first()).toBeFocused({ timeout: 15_000 });
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(button).toBeFocused();
});
