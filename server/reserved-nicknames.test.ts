// Names that are JavaScript's own keys: the instance refuses to register them, as it
// refuses every name on its restricted list (Pleroma's `restricted_nicknames`, compared without
// case), and lists them in nodeinfo's restrictedNicknames.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, issueToken } from './db/oauth.js';
import { createTestApp, type TestApp } from './testing.js';

const BUILTINS = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupSetter__'];

describe('registration of names that are JavaScript built-ins', () => {
  let t: TestApp;
  let appToken = '';

  beforeAll(async () => {
    process.env.STARLING_TEST_HOOKS = '1';
    t = await createTestApp();
    const store = t.app.ctx.store;
    const app = createApp(store, { name: 'reserved-tests', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    appToken = issueToken(store, app.id, null, 'read write').accessToken;
  }, 60_000);
  afterAll(async () => {
    delete process.env.STARLING_TEST_HOOKS;
    await t.close();
  });

  const register = async (username: string) => {
    const c = (await t.app.inject({ method: 'GET', url: '/api/pleroma/captcha' })).json();
    const answer = (await t.app.inject({ method: 'GET', url: `/api/test/captcha-answer/${c.token}` })).json().answer as string;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: { authorization: `Bearer ${appToken}` },
      payload: { username, agreement: true, password: 'long-enough-pw', captcha_token: c.token, captcha_answer_data: c.answer_data, captcha_solution: answer },
    });
  };

  it('refuses each as reserved, in any case', async () => {
    for (const name of [...BUILTINS, 'CONSTRUCTOR', 'ToString']) {
      const res = await register(name);
      expect([name, res.statusCode]).toEqual([name, 400]);
      expect([name, JSON.parse(res.json().error as string)]).toEqual([name, { nickname: ['is reserved'] }]);
    }
  });

  it('lists them in nodeinfo, and an ordinary name still registers', async () => {
    const nodeinfo = (await t.app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' })).json();
    expect(nodeinfo.metadata.restrictedNicknames).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString']));
    expect((await register('ordinaryname')).statusCode).toBe(200);
  });
});
