// Talking to GoToSocial directly as a second person (bob): a token through the OAuth code flow
// (its only sign-in), then posts through its API.
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Starling-Test-Pass-2025!';
const OOB = 'urn:ietf:wg:oauth:2.0:oob';
const SCOPES = 'read write follow';

/** A request context of its own (its own cookie jar for the server's sign-in session). */
export async function gtsClient(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'User-Agent': 'starling-e2e' } });
}

/** Register an app, sign in on the server's own page, allow, and exchange the code. */
export async function tokenByCodeFlow(api: APIRequestContext, email: string): Promise<string> {
  const app = await (await api.post('/api/v1/apps', { form: { client_name: 'starling-e2e', redirect_uris: OOB, scopes: SCOPES } })).json();
  const query = new URLSearchParams({ client_id: app.client_id, redirect_uri: OOB, response_type: 'code', scope: SCOPES });
  expect((await api.get(`/oauth/authorize?${query}`)).ok()).toBe(true); // → its sign-in page
  expect((await api.post('/auth/sign_in', { form: { username: email, password: PASSWORD } })).ok()).toBe(true); // → authorize page
  const allowed = await api.post('/oauth/authorize', { form: {}, maxRedirects: 0 });
  const location = allowed.headers().location ?? '';
  const code = new URL(location, 'http://x').searchParams.get('code');
  expect(code, `authorize answered ${allowed.status()} → ${location}`).toBeTruthy();
  const token = await api.post('/oauth/token', {
    form: { grant_type: 'authorization_code', code: code!, client_id: app.client_id, client_secret: app.client_secret, redirect_uri: OOB },
  });
  expect(token.ok()).toBe(true);
  return (await token.json()).access_token as string;
}

export async function postStatus(api: APIRequestContext, token: string, form: Record<string, string>): Promise<{ id: string }> {
  const res = await api.post('/api/v1/statuses', { headers: { Authorization: `Bearer ${token}` }, form });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

export async function favourite(api: APIRequestContext, token: string, statusId: string): Promise<void> {
  const res = await api.post(`/api/v1/statuses/${statusId}/favourite`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Ends a follow if there is one (GoToSocial answers the same either way). */
export async function unfollow(api: APIRequestContext, token: string, acct: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const found = await api.get(`/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`, { headers });
  expect(found.ok(), await found.text()).toBe(true);
  const res = await api.post(`/api/v1/accounts/${(await found.json()).id}/unfollow`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Alice signs in to Starling through GoToSocial's own page (it has no password grant) and lands on home. */
export async function signInAsAlice(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name=username]').fill('alice@example.org');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
}
