// Helpers for the registration and moderation specs: the E2E server's data dir (its mail outbox
// and instance.json), registering through the API with the captcha's test hook, admin tokens.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

const base = Number(process.env.E2E_PORT_BASE ?? 8181);
export const DATA_DIR = path.resolve('.tmp', `e2e-pleroma-${base}`);

/** The text of the newest .eml in the outbox addressed to `to` (quoted-printable undone). */
export function latestMailTo(to: string): string | null {
  const dir = path.join(DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return null;
  const mails = fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  const eml = mails.reverse().find((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
  if (!eml) return null;
  const body = eml.slice(eml.indexOf('\n\n') + 2);
  return /quoted-printable/i.test(eml) ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))) : body;
}

/** instance.json overrides (re-read by the server when the file changes); null removes them. */
export function setInstanceConfig(values: Record<string, unknown> | null): void {
  const file = path.join(DATA_DIR, 'instance.json');
  if (values === null) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, JSON.stringify(values));
}

export async function captchaAnswer(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(`/api/test/captcha-answer/${token}`);
  expect(res.ok(), 'STARLING_TEST_HOOKS=1 on the E2E server').toBe(true);
  return (await res.json()).answer as string;
}

async function appCredentials(request: APIRequestContext, scopes: string) {
  const res = await request.post('/api/v1/apps', { form: { client_name: 'e2e-accounts', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes } });
  return (await res.json()) as { client_id: string; client_secret: string };
}

/** A password grant with the given scopes; the raw response (tests check refusals too). */
export async function grant(request: APIRequestContext, username: string, password = DEMO_PASSWORD, scopes = 'read write follow admin') {
  const app = await appCredentials(request, scopes);
  return request.post('/oauth/token', { form: { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret, username, password, scope: scopes } });
}

export async function tokenWithScopes(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await grant(request, username, password);
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

/** Registers a fresh account through the API (captcha answered via the test hook); its token. */
export async function registerViaApi(request: APIRequestContext, username: string, email: string, password = 'e2e-password-1'): Promise<string> {
  const app = await appCredentials(request, 'read write follow');
  const appToken = (await (await request.post('/oauth/token', { form: { grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret } })).json()).access_token as string;
  const captcha = await (await request.get('/api/pleroma/captcha')).json();
  const res = await request.post('/api/v1/accounts', {
    headers: { Authorization: `Bearer ${appToken}` },
    form: {
      username,
      fullname: username,
      email,
      password,
      agreement: 'true',
      reason: 'e2e account',
      captcha_token: captcha.token,
      captcha_answer_data: captcha.answer_data,
      captcha_solution: await captchaAnswer(request, captcha.token),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  if (body.access_token) return body.access_token as string;
  // registration.spec may have approval switched on right now (it runs in the other worker).
  expect(body.identifier).toBe('awaiting_approval');
  const admin = await tokenWithScopes(request, 'admin');
  await request.patch('/api/pleroma/admin/users/approve', { headers: { Authorization: `Bearer ${admin}` }, data: { nicknames: [username] } });
  const granted = await grant(request, username, password, 'read write follow');
  expect(granted.ok()).toBe(true);
  return (await granted.json()).access_token as string;
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
