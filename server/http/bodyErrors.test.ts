// A malformed multipart body is the client's fault on every route that reads a body —
// a 400 with a JSON `error`, never a 500, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.js';

const PART = '--x\r\nContent-Disposition: form-data; name="status"\r\n\r\nhello\r\n--x--\r\n';
const FILE_HEAD = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

const MALFORMED: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', PART],
  ['wrong boundary', 'multipart/form-data; boundary=zzz', PART],
  ['truncated field', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="status"\r\n\r\nhel'],
  ['truncated file', 'multipart/form-data; boundary=x', `${FILE_HEAD}\x89PNG\r\n`],
];

const ROUTES: [string, string][] = [
  ['POST', '/api/v1/apps'],
  ['POST', '/oauth/token'],
  ['POST', '/oauth/revoke'],
  ['POST', '/api/v1/statuses'],
  ['POST', '/api/v1/media'],
  ['POST', '/api/v2/media'],
  ['PUT', '/api/v1/media/1'],
  ['PATCH', '/api/v1/accounts/update_credentials'],
  ['POST', '/api/v1/reports'],
  ['POST', '/api/v1/polls/1/votes'],
  ['POST', '/api/v1/pleroma/notifications/read'],
  ['PUT', '/api/pleroma/notification_settings'],
  ['POST', '/api/pleroma/change_password'],
  ['POST', '/api/v1/domain_blocks'],
];

type Method = 'POST' | 'PUT' | 'PATCH';

describe('malformed multipart bodies', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('alice');
  });
  afterAll(() => t.close());

  const counts = () =>
    ['statuses', 'media', 'oauth_apps', 'oauth_tokens', 'reports'].map((table) => {
      try {
        return t.app.ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0;
      } catch {
        return -1; // a table this schema does not have
      }
    });

  it.each(ROUTES)('%s %s answers 400 with an error, signed in or not', async (method, url) => {
    const before = counts();
    for (const [what, type, payload] of MALFORMED) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({ method: method as Method, url, headers: { ...headers, 'content-type': type }, payload });
        expect(res.statusCode, `${what} (${JSON.stringify(headers)})`).toBe(400);
        expect(typeof res.json().error, what).toBe('string');
      }
    }
    expect(counts()).toEqual(before);
  });

  it('still reads a well-formed multipart body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/statuses',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: PART,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain('hello');
  });
});
