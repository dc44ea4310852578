import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, feedArticles, signIn } from './helpers';
import { tokenFor } from './api';

// Compose end to end: every post is typed into the real form and read back from what
// the timeline or conversation renders. Each test tags its text with the project and time so
// the desktop and phone runs, sharing one server, never see each other's posts.

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);


const tagOf = (name: string) => `${name}${Date.now().toString(36)}`;
const composeForm = (page: Page) => page.getByRole('form', { name: 'New post' });
const article = (page: Page, text: string) => feedArticles(page).filter({ hasText: text }).first();

async function signedInDesktop(page: Page) {
  await signIn(page, 'alice');
  await expect(composeForm(page)).toBeVisible();
}

test.describe('compose', () => {
  test('posts in each content type and sees each rendered', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'the sidebar form is desktop only');
    test.setTimeout(90_000);
    await signedInDesktop(page);
    const form = composeForm(page);
    const tag = tagOf('fmt');
    const cases = [
      { type: 'Plain text', text: `plain ${tag} **not bold**`, check: (a: ReturnType<typeof article>) => expect(a).toContainText('**not bold**') },
      { type: 'Markdown', text: `md ${tag} **strong words**`, check: (a: ReturnType<typeof article>) => expect(a.locator('strong', { hasText: 'strong words' })).toBeVisible() },
      { type: 'HTML', text: `html ${tag} <em>leaning</em><script>window.x=1</script>`, check: (a: ReturnType<typeof article>) => expect(a.locator('em', { hasText: 'leaning' })).toBeVisible() },
      { type: 'BBCode', text: `bb ${tag} [b]heavy[/b]`, check: (a: ReturnType<typeof article>) => expect(a.locator('strong, b', { hasText: 'heavy' })).toBeVisible() },
    ];
    for (const c of cases) {
      await form.getByLabel('Content type').selectOption({ label: c.type });
      await form.getByLabel('Post text').fill(c.text);
      await form.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(form.getByLabel('Post text')).toHaveValue('');
      // The content type is kept after a post.
      await expect(form.getByLabel('Content type')).toHaveValue(/text\//);
      await c.check(article(page, c.text.split(' ').slice(0, 2).join(' ')));
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a poll, and another user votes in it', async ({ page, request }, info) => {
    test.skip(info.project.name === 'phone', 'the sidebar form is desktop only');
    await signedInDesktop(page);
    const form = composeForm(page);
    const tag = tagOf('poll');
    await form.getByLabel('Post text').fill(`Question ${tag}`);
    await form.getByRole('button', { name: 'Poll' }).click();
    await expect(form.getByLabel(/^Option \d$/)).toHaveCount(2);
    // One distinct option is not enough.
    await form.getByLabel('Option 1', { exact: true }).fill('Tea');
    await form.getByLabel('Option 2', { exact: true }).fill('Tea');
    await expect(form.getByText('Too few unique options in poll')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
    await form.getByLabel('Option 2', { exact: true }).fill('Coffee');
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option 3', { exact: true }).fill('Water');
    await expect(form.getByLabel('Poll ends in')).toHaveValue('10');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Post', exact: true }).click(),
    ]);
    const posted = await res.json();
    expect(posted.poll.options.map((o: { title: string }) => o.title)).toEqual(['Tea', 'Coffee', 'Water']);
    expect(posted.poll.expires_at).toBeTruthy();
    const bob = await tokenFor(request, 'bob');
    const vote = await request.post(`/api/v1/polls/${posted.poll.id}/votes`, {
      headers: { Authorization: `Bearer ${bob}` }, data: { choices: [1] },
    });
    expect(vote.ok()).toBe(true);
    await page.goto(`/notice/${posted.id}`);
    await expect(page.getByText('1 person voted')).toBeVisible();
  });

  test('an image with a description, a content warning and a direct message', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'the sidebar form is desktop only');
    test.setTimeout(60_000);
    await signedInDesktop(page);
    const form = composeForm(page);
    const tag = tagOf('media');
    await form.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('Description of attachment 1').fill(`A tiny dot ${tag}`);
    await form.getByLabel('Post text').fill(`Picture ${tag}`);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form.getByLabel('Description of attachment 1')).toHaveCount(0);
    await expect(article(page, `Picture ${tag}`).getByRole('img', { name: `A tiny dot ${tag}` })).toBeVisible();

    await form.getByLabel('Subject (optional)').fill(`Spoiler ${tag}`);
    await form.getByLabel('Post text').fill(`Hidden ending ${tag}`);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(article(page, `Spoiler ${tag}`)).toBeVisible();

    await form.getByRole('button', { name: /^Direct/ }).click();
    await expect(form.getByRole('note').filter({ hasText: /This post will (only )?be visible to/ })).toBeVisible();
    await form.getByLabel('Post text').fill(`@bob secret ${tag}`);
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/statuses') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Post', exact: true }).click(),
    ]);
    expect((await res.json()).visibility).toBe('direct');
    // Visibility is kept after posting.
    await expect(form.getByRole('button', { name: /^Direct/ })).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('button', { name: /^Public/ }).click();
  });

  test('empty and over-length posts are refused in the form', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'the sidebar form is desktop only');
    await signedInDesktop(page);
    const form = composeForm(page);
    await form.getByLabel('Post text').fill('   ');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form.getByText("Can't post an empty status with no files")).toBeVisible();
    await form.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(form.getByText("Can't post an empty status with no files")).toHaveCount(0);
    await form.getByLabel('Post text').fill('x'.repeat(5003));
    await expect(form.getByText('-3 characters left')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
    await form.getByLabel('Post text').press('Control+Enter');
    await form.getByRole('button', { name: 'Discard draft' }).click();
    await expect(form.getByLabel('Post text')).toHaveValue('');
  });

  test('a reply from the conversation page', async ({ page, request }) => {
    const tag = tagOf('reply');
    const bob = await tokenFor(request, 'bob');
    const res = await request.post('/api/v1/statuses', {
      headers: { Authorization: `Bearer ${bob}` }, data: { status: `Reply to me ${tag}`, visibility: 'public' },
    });
    const id = (await res.json()).id as string;
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    await page.goto(`/notice/${id}`);
    const target = page.getByRole('article').filter({ hasText: `Reply to me ${tag}` }).first();
    await target.getByRole('button', { name: /^Reply/ }).click();
    const form = page.getByRole('form', { name: 'Reply to bob' });
    await expect(form.getByLabel('Post text')).toHaveValue('@bob ');
    await form.getByLabel('Post text').press('End');
    await form.getByLabel('Post text').pressSequentially(`thanks ${tag}`);
    await form.getByLabel('Post text').press('Control+Enter');
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: `thanks ${tag}` })).toBeVisible();
  });

  test('the mobile new-post button opens the post modal', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the floating button is the phone layout');
    const tag = tagOf('modal');
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    await dialog.getByLabel('Post text').fill(`@bob from my phone ${tag}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(article(page, `from my phone ${tag}`)).toBeVisible();
  });

  test('a failed post keeps the text and the attachment; one with no answer waits in the outbox, across a reload, and posts later', async ({ page }, info) => {
    test.setTimeout(90_000);
    const tag = tagOf('fail');
    await signIn(page, 'alice');
    await expect(page).toHaveURL(/\/main\/friends/);
    const phone = info.project.name === 'phone';
    const open = async () => {
      if (!phone) return composeForm(page);
      await page.getByRole('button', { name: 'New post' }).click();
      return page.getByRole('dialog', { name: 'New post' }).getByRole('form', { name: 'New post' });
    };
    let form = await open();
    await form.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByLabel('Description of attachment 1')).toBeVisible();
    await form.getByLabel('Post text').fill(`Never lost ${tag}`);

    let posts = 0;
    await page.route('**/api/v1/statuses', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal oops' }) });
    });
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    // No description: asked once, and the answer holds for the retries.
    await page.getByRole('alertdialog', { name: 'Add a description?' }).getByRole('button', { name: 'Post anyway' }).click();
    await expect(form.getByText('Error: Internal oops')).toBeVisible();
    await expect(form.getByLabel('Post text')).toHaveValue(`Never lost ${tag}`);
    await form.getByRole('button', { name: 'Dismiss error' }).click();

    // Now the server is "down".
    await page.unroute('**/api/v1/statuses');
    await page.route('**/api/v1/statuses', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    // No answer at all: the outbox keeps the post, across a reload, and sends it once
    // the server answers again.
    // Kept by the outbox is posted as far as the form goes: cleared, and the phone's modal closes.
    if (phone) await expect(page.getByRole('dialog', { name: 'New post' })).toHaveCount(0);
    else await expect(form.getByLabel('Post text')).toHaveValue('');
    const outbox = page.getByRole('region', { name: 'Outbox', exact: true });
    await expect(outbox).toContainText(`Never lost ${tag}`);
    expect(posts).toBe(1);

    await page.reload();
    await expect(outbox).toContainText(`Never lost ${tag}`);
    await page.unroute('**/api/v1/statuses');
    await expect(outbox).toHaveCount(0, { timeout: 30_000 });
    // The outbox puts the server's answer at the top of home, as a post made online.
    await expect(article(page, `Never lost ${tag}`)).toBeVisible();
    // The uploaded picture itself (no description, so its link is named by its kind).
    await expect(article(page, `Never lost ${tag}`).getByRole('link', { name: 'Image' }).locator('img')).toBeVisible();
    if (!phone) await expect(form.getByLabel('Post text')).toHaveValue('');
    await page.reload();
    form = await open();
    await expect(form.getByLabel('Post text')).toHaveValue('');
  });
});

// Uploaded images come back with a real thumbnail; the timeline shows it, the viewer the original.
test('an uploaded image shows its thumbnail in the timeline and its original in the media viewer', async ({ page, request }, info) => {
  test.skip(info.project.name === 'phone', 'the sidebar form is desktop only');
  await signedInDesktop(page);
  const form = composeForm(page);
  const tag = tagOf('thumb');
  const [uploaded] = await Promise.all([
    page.waitForResponse((r) => /\/api\/v[12]\/media$/.test(r.url()) && r.request().method() === 'POST'),
    form.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG }),
  ]);
  const media = await uploaded.json();
  expect(media.url).toMatch(/\/dot\.png$/);
  expect(media.preview_url).toMatch(/\/dot\.thumb\.webp$/);
  await form.getByLabel('Description of attachment 1').fill(`Thumb dot ${tag}`);
  await form.getByLabel('Post text').fill(`Thumbnail ${tag}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();

  const img = article(page, `Thumbnail ${tag}`).getByRole('img', { name: `Thumb dot ${tag}` });
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('src', media.preview_url);
  // The thumbnail is a real, decodable image served as WebP.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  const thumb = await request.get(media.preview_url);
  expect(thumb.headers()['content-type']).toBe('image/webp');

  await img.click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('img')).toHaveAttribute('src', media.url);
});
