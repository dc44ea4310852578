import { expect, test, type Page } from '@playwright/test';
import { MASTODON_URL, PLEROMA_URL } from '../playwright.config';
import { bearer, tokenFor } from './api';
import { signIn } from './helpers';

// Quotes: alice quotes bob's post from its menu, the quote renders with the quoted
// post as a card, bob is notified, and the Quotes tab of bob's post lists it. Each test tags its
// text with the project and time, so the desktop and phone runs (one server) stay apart.

const tagOf = (name: string, project: string) => `${name}${project}${Date.now().toString(36)}`;
const article = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).first();

test('alice quotes bob from the menu; the quote shows the card, bob is notified, the Quotes tab lists it', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const tag = tagOf('q', info.project.name);
  const bob = await tokenFor(request, 'bob');
  const original = await (await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: `original ${tag}` } })).json();

  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/notice/${original.id}`);
  const focused = article(page, `original ${tag}`);
  await focused.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();

  const dialog = page.getByRole('dialog', { name: 'Quote a post' });
  await expect(dialog.getByRole('region', { name: /Quoted post by/ })).toContainText(`original ${tag}`);
  await dialog.getByLabel('Post text').fill(`quoting ${tag}`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Bob hears of it (a mention on Pleroma: the quoted author is addressed).
  await expect
    .poll(async () => {
      const notes = await (await request.get('/api/v1/notifications', { headers: bearer(bob) })).json();
      return (notes as { status?: { content: string; pleroma?: { quote_id?: string } } }[]).some(
        (n) => n.status?.content.includes(`quoting ${tag}`) && n.status.pleroma?.quote_id === original.id,
      );
    })
    .toBe(true);

  // The Quotes tab of bob's post lists alice's quote, with the card inside it.
  await page.getByRole('tab', { name: 'Quotes' }).click();
  const quote = article(page, `quoting ${tag}`);
  await expect(quote).toBeVisible();
  await expect(quote.getByRole('region', { name: /Quoted post by/ })).toContainText(`original ${tag}`);
  await page.getByRole('tab', { name: 'Thread' }).click();
  await expect(article(page, `original ${tag}`)).toBeVisible();
});

test('the quote form can drop the quoted post and post an ordinary one', async ({ page, request }, info) => {
  const tag = tagOf('drop', info.project.name);
  const bob = await tokenFor(request, 'bob');
  const original = await (await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: `plain ${tag}` } })).json();
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/notice/${original.id}`);
  await article(page, `plain ${tag}`).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote a post' });
  await dialog.getByRole('button', { name: 'Remove the quoted post' }).click();
  await expect(dialog.getByRole('region', { name: /Quoted post by/ })).toHaveCount(0);
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST');
  await dialog.getByLabel('Post text').fill(`no quote ${tag}`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const body = (await posted).request().postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('quote_id');
});

test('a private post offers no Quote', async ({ page, request }, info) => {
  const tag = tagOf('priv', info.project.name);
  const bob = await tokenFor(request, 'bob');
  const priv = await (await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: `private ${tag}`, visibility: 'private' } })).json();
  await signIn(page, 'alice');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await page.goto(`/notice/${priv.id}`);
  await article(page, `private ${tag}`).getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Quote' })).toHaveCount(0);
});

test.describe('Mastodon flavour', () => {
  test.use({ baseURL: MASTODON_URL });

  test("a quote in Pleroma's and Mastodon's shapes renders the same card", async ({ page, playwright }, info) => {
    test.setTimeout(90_000);
    const tag = tagOf('shape', info.project.name);
    const cards: string[] = [];
    for (const [origin, param] of [[PLEROMA_URL, 'quote_id'], [MASTODON_URL, 'quoted_status_id']] as const) {
      const request = await playwright.request.newContext({ baseURL: origin });
      const bob = await tokenFor(request, 'bob');
      const alice = await tokenFor(request, 'alice');
      const original = await (await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: `shape ${tag}` } })).json();
      const res = await request.post('/api/v1/statuses', { headers: bearer(alice), data: { status: `quoting shape ${tag}`, [param]: original.id } });
      expect(res.ok()).toBe(true);
      const quote = await res.json();
      // The two servers answer in their own shapes.
      if (param === 'quote_id') expect(quote.pleroma.quote.id).toBe(original.id);
      else expect(quote.quote).toMatchObject({ state: 'accepted', quoted_status: { id: original.id } });
      await request.dispose();
      await page.goto(`${origin}/notice/${quote.id}`);
      const card = article(page, `quoting shape ${tag}`).getByRole('region', { name: /Quoted post by/ });
      await expect(card).toContainText(`shape ${tag}`);
      cards.push((await card.innerText()).replace(/\s+/g, ' ').trim());
    }
    expect(cards[1]).toBe(cards[0]);
  });

  test('alice quotes with quoted_status_id, and bob gets a quote notification', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const tag = tagOf('mq', info.project.name);
    const bob = await tokenFor(request, 'bob');
    const original = await (await request.post('/api/v1/statuses', { headers: bearer(bob), data: { status: `masto ${tag}` } })).json();
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends$/);
    await page.goto(`/notice/${original.id}`);
    await article(page, `masto ${tag}`).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote a post' });
    await dialog.getByLabel('Post text').fill(`masto quoting ${tag}`);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const body = (await posted).request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ quoted_status_id: original.id, quote_approval_policy: 'public' });
    expect(body).not.toHaveProperty('quote_id');
    await expect
      .poll(async () => {
        const notes = await (await request.get('/api/v1/notifications', { headers: bearer(bob) })).json();
        return (notes as { type: string; status?: { content: string } }[]).some((n) => n.type === 'quote' && n.status?.content.includes(`masto quoting ${tag}`));
      })
      .toBe(true);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(article(page, `masto quoting ${tag}`)).toBeVisible();
  });
});
