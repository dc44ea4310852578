import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './index';
import { ACCOUNTS_KEY } from './accounts';
import { finishAddWithCode, learnSignInAt, startAddWithCodeFlow } from './addAccountElsewhere';
import { isPendingAdd, rememberPendingAdd } from './pendingAdd';
import { PERSIST_KEY } from './persistence';

const GTS = 'https://gts.example';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An instance at GTS answering as `software` does. */
function serve(software: string, version: string) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/.well-known/nodeinfo')) return json({ links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${GTS}/nodeinfo/2.0` }] });
    if (url.endsWith('/nodeinfo/2.0')) return json({ software: { name: software, version }, metadata: {} });
    if (url.endsWith('/api/v1/instance')) return json({ uri: 'gts.example', version });
    if (url.endsWith('/api/v1/apps')) return json({ client_id: 'cid', client_secret: 'secret' });
    return json({ error: 'not here' }, 404);
  });
}

describe('adding an account on another instance', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: 'alice-token' } }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the other instance at its own origin, and its capability table decides the sign-in', async () => {
    const fetchMock = serve('gotosocial', '0.19.2');
    expect(await makeStore().dispatch(learnSignInAt(GTS))).toEqual({ method: 'token', pkce: false });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(expect.arrayContaining([`${GTS}/api/v1/instance`, `${GTS}/nodeinfo/2.0`]));
    serve('pleroma', '2.7.0');
    expect(await makeStore().dispatch(learnSignInAt(GTS))).toEqual({ method: 'password', pkce: false });
  });

  it('registers there and goes to its sign-in page with a state kept in this tab', async () => {
    serve('gotosocial', '0.19.2');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: window.location.origin, assign } as Location);
    await makeStore().dispatch(startAddWithCodeFlow(GTS, false));
    const to = new URL(String(assign.mock.calls[0]![0]));
    expect(to.origin + to.pathname).toBe(`${GTS}/oauth/authorize`);
    expect(to.searchParams.get('client_id')).toBe('cid');
    expect(to.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback`);
    expect(isPendingAdd(to.searchParams.get('state'))).toBe(true);
    expect(isPendingAdd('another-state')).toBe(false);
  });

  it('a refused authorization adds nothing, asks no server, and leaves the session as it was', async () => {
    const fetchMock = serve('gotosocial', '0.19.2');
    rememberPendingAdd({ origin: GTS, app: { client_id: 'cid', client_secret: 'secret' }, state: 's1' });
    const before = localStorage.getItem(PERSIST_KEY);
    const out = await makeStore().dispatch(finishAddWithCode('s1', null, 'access_denied'));
    expect(out).toEqual({ kind: 'error', messageKey: 'accounts.add_refused', serverMessage: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isPendingAdd('s1')).toBe(false);
    expect(localStorage.getItem(PERSIST_KEY)).toBe(before);
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBeNull();
  });

  it('a callback whose state is not the pending add exchanges nothing', async () => {
    const fetchMock = serve('gotosocial', '0.19.2');
    rememberPendingAdd({ origin: GTS, app: { client_id: 'cid', client_secret: 'secret' }, state: 's1' });
    const out = await makeStore().dispatch(finishAddWithCode('forged', 'code', null));
    expect(out.kind).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('an other instance whose frontend configuration sets the sign-in', () => {
  const PLEROMA = 'https://pleroma.example';
  afterEach(() => vi.restoreAllMocks());

  /** A Pleroma instance at PLEROMA whose admin set `loginMethod` (null: no configuration served). */
  function servePleroma(loginMethod: string | null) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url === `${PLEROMA}/.well-known/nodeinfo`) return json({ links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${PLEROMA}/nodeinfo/2.0.json` }] });
      if (url === `${PLEROMA}/nodeinfo/2.0.json`) return json({ software: { name: 'pleroma', version: '2.7.0' }, metadata: { features: [] } });
      if (url === `${PLEROMA}/api/v1/instance`) return json({ uri: 'pleroma.example', version: '2.7.0 (compatible; Pleroma 2.7.0)' });
      if (url === `${PLEROMA}/api/pleroma/frontend_configurations` && loginMethod) return json({ pleroma_fe: { loginMethod } });
      return json({ error: 'not here' }, 404);
    });
  }

  it('is added through its own page when its frontend configuration says token', async () => {
    const fetchMock = servePleroma('token');
    expect(await makeStore().dispatch(learnSignInAt(PLEROMA))).toEqual({ method: 'token', pkce: false });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(`${PLEROMA}/api/pleroma/frontend_configurations`);
  });

  it('keeps the password form where it says password or serves no configuration', async () => {
    servePleroma('password');
    expect(await makeStore().dispatch(learnSignInAt(PLEROMA))).toEqual({ method: 'password', pkce: false });
    servePleroma(null);
    expect(await makeStore().dispatch(learnSignInAt(PLEROMA))).toEqual({ method: 'password', pkce: false });
  });

  it('is not asked of software that has no such file', async () => {
    const fetchMock = serve('mastodon', '4.3.0');
    await makeStore().dispatch(learnSignInAt(GTS));
    expect(fetchMock.mock.calls.map(([u]) => String(u)).some((u) => u.includes('frontend_configurations'))).toBe(false);
  });
});
