// API helpers for the specs: tokens and posts made directly on the server, so each test prepares
// its own data.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

export async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const app = await (
    await request.post('/api/v1/apps', {
      form: { client_name: 'e2e', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow' },
    })
  ).json();
  const res = await request.post('/oauth/token', {
    form: {
      grant_type: 'password',
      client_id: app.client_id,
      client_secret: app.client_secret,
      username,
      password: DEMO_PASSWORD,
      scope: 'read write follow',
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function postAs(request: APIRequestContext, token: string, status: string): Promise<string> {
  const res = await request.post('/api/v1/statuses', { headers: bearer(token), data: { status, visibility: 'public' } });
  expect(res.ok()).toBe(true);
  return (await res.json()).id as string;
}

/** An account's id by its acct, through the search API. */
export async function accountId(request: APIRequestContext, token: string, acct: string): Promise<string> {
  const res = await request.get('/api/v2/search', { headers: bearer(token), params: { q: acct, type: 'accounts', resolve: 'true' } });
  expect(res.ok()).toBe(true);
  const found = ((await res.json()).accounts as { id: string; acct: string }[]).find((a) => a.acct === acct);
  expect(found, `account ${acct}`).toBeTruthy();
  return found!.id;
}

/** The token's account follows `acct`; answers that account's id. */
export async function follow(request: APIRequestContext, token: string, acct: string): Promise<string> {
  const id = await accountId(request, token, acct);
  expect((await request.post(`/api/v1/accounts/${id}/follow`, { headers: bearer(token) })).ok()).toBe(true);
  return id;
}

/** Tokens of alice and bob, alice following bob: bob's posts reach alice's home timeline. */
export async function aliceFollowingBob(request: APIRequestContext): Promise<{ alice: string; bob: string }> {
  const alice = await tokenFor(request, 'alice');
  const bob = await tokenFor(request, 'bob');
  await follow(request, alice, 'bob');
  return { alice, bob };
}
