import { createHash } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { MASTODON_URL, TOKEN_LOGIN_URL } from '../playwright.config';
import { DEMO_PASSWORD, feedArticles } from './helpers';

// The OAuth code flow with PKCE: on a Mastodon 4.3 server, which advertises
// S256 in its RFC 8414 metadata, the sign-in sends a challenge and the token request its verifier;
// on Pleroma, which serves no such document, nothing asks for it (no 404) and no challenge goes.

/** Sign-in requests of the page: the metadata asked for, the token exchanges of a code. */
function watch(page: Page) {
  const seen = { metadata: [] as number[], codeExchanges: [] as URLSearchParams[] };
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/.well-known/oauth-authorization-server') seen.metadata.push(res.status());
  });
  page.on('request', (req: Request) => {
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/oauth/token') return;
    const form = new URLSearchParams(req.postData() ?? '');
    if (form.get('grant_type') === 'authorization_code') seen.codeExchanges.push(form);
  });
  return seen;
}

async function signInOnServerPage(page: Page) {
  await page.getByLabel(/username/i).fill('alice');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /authori[sz]e/i }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(feedArticles(page).first()).toBeVisible();
}

test('on Mastodon 4.3 the code flow uses PKCE (S256) from the server metadata', async ({ page }) => {
  // A deployment's static config asking for the server's own sign-in page (Mastodon has no
  // front-end configuration of its own), so the code flow runs on this Mastodon-flavoured server.
  await page.route('**/static/config.json', (route) => route.fulfill({ json: { loginMethod: 'token' } }));
  const seen = watch(page);
  await page.goto(`${MASTODON_URL}/login`);
  await page.getByRole('main').getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('code_challenge_method')).toBe('S256');
  const challenge = asked.get('code_challenge');
  expect(challenge).toMatch(/^[\w-]{43}$/);
  expect(asked.get('state')).toBeTruthy();
  expect(seen.metadata).toEqual([200]);

  await signInOnServerPage(page);
  expect(seen.codeExchanges).toHaveLength(1);
  const verifier = seen.codeExchanges[0].get('code_verifier') ?? '';
  expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
  // Nothing of the round trip is left in the tab.
  expect(await page.evaluate(() => sessionStorage.getItem('starling:oauth-pending'))).toBeNull();
});

test('on Pleroma the code flow asks for no metadata and sends no challenge', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${TOKEN_LOGIN_URL}/login`);
  await page.getByRole('main').getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('code_challenge')).toBeNull();
  expect(asked.get('state')).toBeTruthy();

  await signInOnServerPage(page);
  expect(seen.metadata).toEqual([]);
  expect(seen.codeExchanges).toHaveLength(1);
  expect(seen.codeExchanges[0].has('code_verifier')).toBe(false);
});
