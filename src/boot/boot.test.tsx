import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { Provider } from 'react-redux';
import { verifyCredentials, fetchMutes } from '../api/accounts';
import { ApiError } from '../api/http';
import * as instanceApi from '../api/instance';
import { getClientToken, registerApp } from '../api/oauth';
import { initI18n } from '../i18n';
import { timelineReceived } from '../store/timelinesSlice';
import { makeStore } from '../store';
import { setToken } from '../store/authSlice';
import { makeUser } from '../store/testing';
import { BootError } from './BootError';
import { runBoot } from './boot';

const log: string[] = [];
/** A mock that logs its start and end and resolves after a macrotask (so overlap is visible). */
const step = <T,>(name: string, value: T | (() => T)) =>
  vi.fn(async () => {
    log.push(`start:${name}`);
    await new Promise((r) => setTimeout(r, 0));
    log.push(`end:${name}`);
    const v = typeof value === 'function' ? (value as () => T)() : value;
    if (v instanceof Error) throw v;
    return v;
  });

// The built-in theme list and files, read from public/ (the instance theme is fetched on demand).
const readPublic = (p: string): unknown => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../public', `.${p}`), 'utf8'));
vi.mock('../api/themes', () => ({
  fetchThemeList: async () => readPublic('/static/styles.json'),
  fetchThemeFile: async (p: string) => readPublic(p),
}));

vi.mock('../api/instance', () => ({
  fetchFrontendConfig: vi.fn(),
  fetchStaticConfig: vi.fn(),
  fetchInstancePanel: vi.fn(),
  fetchNodeinfo: vi.fn(),
  fetchInstance: vi.fn(),
  fetchTermsOfService: vi.fn(),
  fetchStickers: vi.fn(),
  fetchCustomEmoji: vi.fn(),
  fetchStaticEmoji: vi.fn(),
  fetchPeers: vi.fn(async () => []),
}));
vi.mock('../api/oauth', () => ({
  registerApp: vi.fn(),
  getClientToken: vi.fn(),
  revokeToken: vi.fn(),
  passwordGrant: vi.fn(),
  codeGrant: vi.fn(),
  mfaChallenge: vi.fn(),
}));
vi.mock('../api/accounts', () => ({ verifyCredentials: vi.fn(), fetchMutes: vi.fn() }));
vi.mock('../entities/user', () => ({ normalizeUser: (raw: { id: string }) => makeUser({ id: raw.id }) }));

const PLEROMA_INSTANCE = { max_toot_chars: 777, version: '2.7.2 (compatible; Pleroma 2.7.2)', pleroma: { metadata: { features: ['pleroma_api'] } } };
const down = () => new ApiError('Failed to fetch', { status: 0, url: '/x' });

function healthyServer() {
  const api = vi.mocked(instanceApi);
  api.fetchFrontendConfig.mockImplementation(step('frontendConfig', { pleroma_fe: { theme: 'pleroma-light', name: 'Backend' } }));
  api.fetchStaticConfig.mockImplementation(step('staticConfig', { theme: 'static-theme', name: 'Static', logoLeft: true }));
  vi.mocked(registerApp).mockImplementation(step('registerApp', { client_id: 'c', client_secret: 's' }));
  vi.mocked(getClientToken).mockImplementation(step('clientToken', 'app-token'));
  vi.mocked(verifyCredentials).mockImplementation(step('verifyCredentials', { id: 'me' }));
  api.fetchInstancePanel.mockImplementation(step('panel', '<p>Hello<script>x()</script></p>'));
  api.fetchNodeinfo.mockImplementation(step('nodeinfo', {}));
  api.fetchInstance.mockImplementation(step('instance', PLEROMA_INSTANCE));
  vi.mocked(fetchMutes).mockImplementation(step('mutes', { data: [], status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() }));
  api.fetchTermsOfService.mockImplementation(step('tos', '<h1>Rules</h1>'));
  api.fetchStickers.mockImplementation(step('stickers', []));
  api.fetchCustomEmoji.mockImplementation(step('customEmoji', { blob: { image_url: '/emoji/blob.png', tags: ['x'] } }));
  api.fetchStaticEmoji.mockImplementation(step('staticEmoji', { people: [{ name: 'smile', emoji: '😄' }] }));
}

const idx = (e: string) => {
  const i = log.indexOf(e);
  expect(i, e).toBeGreaterThanOrEqual(0);
  return i;
};

// The session's thunks are a chunk of their own, which the page preloads for a stored session
// (public/last-seen-early.js): here too they are loaded before startup asks for them.
beforeAll(() => import('../store/sessionThunks'));

beforeEach(() => {
  log.length = 0;
  vi.clearAllMocks();
  healthyServer();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('runBoot', () => {
  it("asks instance info first and Pleroma's own files only of a Pleroma server", async () => {
    const store = makeStore();
    store.dispatch(setToken('user-token'));
    const result = await runBoot(store);
    expect(result.ok).toBe(true);

    // What does not depend on the server's kind starts together, before anything ends.
    const group = ['staticConfig', 'instance', 'nodeinfo', 'verifyCredentials'];
    const firstGroupEnd = Math.min(...group.map((g) => idx(`end:${g}`)));
    for (const g of group) expect(idx(`start:${g}`)).toBeLessThan(firstGroupEnd);
    // Pleroma's frontend config and panel wait for instance info to say Pleroma.
    for (const g of ['frontendConfig', 'panel']) expect(idx(`start:${g}`)).toBeGreaterThan(idx('end:instance'));
    // Non-critical work starts only after the group and is not awaited by boot; what only later
    // screens need waits until a timeline has loaded, so it cannot delay the first statuses.
    const lastGroupEnd = Math.max(...group.map((g) => idx(`end:${g}`)));
    await new Promise((r) => setTimeout(r, 20));
    expect(idx('start:mutes')).toBeGreaterThan(lastGroupEnd);
    expect(log).not.toContain('start:tos');
    expect(log).not.toContain('start:registerApp'); // the app token waits for the first statuses too
    store.dispatch(
      timelineReceived({ name: 'public', ids: [], returned: 0, cursors: { maxId: null, minId: null }, direction: 'older' }),
    );
    await vi.waitFor(() => expect(log).toContain('start:tos'));
    // Signing in is a chunk of its own: the app registration starts once it has loaded.
    await vi.waitFor(() => expect(log).toContain('start:registerApp'));
    for (const g of ['stickers', 'customEmoji', 'registerApp']) expect(idx(`start:${g}`)).toBeGreaterThan(lastGroupEnd);
    await vi.waitFor(() => expect(idx('end:registerApp')).toBeLessThan(idx('start:clientToken')));

    if (result.ok) await result.background;
    const s = store.getState();
    expect(s.auth).toMatchObject({ appToken: 'app-token', currentUserId: 'me', loginState: 'loggedIn' });
    expect(s.instance.name).toBe('Backend'); // the backend config wins over static config
    expect(s.instance.logoLeft).toBe(true); // static config still applies where the backend is silent
    expect(s.instance.textlimit).toBe(777);
    expect(s.instance.instanceSpecificPanelContent).not.toContain('script');
    expect(s.instance.tos).toContain('Rules');
    expect(s.instance.customEmoji.map((e) => e.displayText)).toEqual(['blob']);
    expect(s.instance.emoji).toEqual([{ displayText: 'smile', replacement: '😄', imageUrl: null, tags: ['people'] }]);
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('pleroma-light'));
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('#eef1f5');
  });

  it("falls back to the stylesheet's theme (pleroma-dark, or light by system preference) without a frontend config", async () => {
    vi.mocked(instanceApi.fetchFrontendConfig).mockRejectedValue(new ApiError('Not Found', { status: 404, url: '/x' }));
    vi.mocked(instanceApi.fetchStaticConfig).mockResolvedValue({});
    const store = makeStore();
    const result = await runBoot(store);
    expect(result.ok).toBe(true);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('');
    expect(verifyCredentials).not.toHaveBeenCalled(); // no stored token
  });

  it("asks a server without Pleroma extensions for none of Pleroma's files (GoToSocial)", async () => {
    const api = vi.mocked(instanceApi);
    api.fetchInstance.mockResolvedValue({ version: '0.19.2', thumbnail: 'https://gts.test/assets/logo.webp' });
    api.fetchNodeinfo.mockResolvedValue({ software: { name: 'gotosocial', version: '0.19.2' }, metadata: {} });
    const store = makeStore();
    const result = await runBoot(store);
    store.dispatch(
      timelineReceived({ name: 'public', ids: [], returned: 0, cursors: { maxId: null, minId: null }, direction: 'older' }),
    );
    if (result.ok) await result.background;
    for (const f of ['fetchFrontendConfig', 'fetchInstancePanel', 'fetchTermsOfService', 'fetchStickers'] as const) {
      expect(api[f], f).not.toHaveBeenCalled();
    }
    expect(api.fetchCustomEmoji).not.toHaveBeenCalled(); // a visitor: GoToSocial lists emoji to members only
    const s = store.getState().instance;
    expect(s.loginMethod).toBe('token'); // no password grant there: sign-in on its own page
    expect(s.logo).toBe('https://gts.test/assets/logo.webp');
    expect(s.background).toBe(''); // no Pleroma wallpaper file there
  });

  it('keeps the app while a sign-in comes back to /oauth-callback', async () => {
    window.history.pushState({}, '', '/oauth-callback?code=abc');
    try {
      const result = await runBoot(makeStore());
      expect(result.ok).toBe(true);
      expect(registerApp).not.toHaveBeenCalled();
      expect(getClientToken).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('drops a stored token the server rejects without failing boot', async () => {
    vi.mocked(verifyCredentials).mockRejectedValue(new ApiError('Unauthorized', { status: 401, url: '/x' }));
    const store = makeStore();
    store.dispatch(setToken('stale'));
    const result = await runBoot(store);
    expect(result.ok).toBe(true);
    expect(store.getState().auth.userToken).toBeNull();
  });

  it('reports an unreachable backend when nodeinfo and instance info both fail', async () => {
    vi.mocked(instanceApi.fetchNodeinfo).mockRejectedValue(down());
    vi.mocked(instanceApi.fetchInstance).mockRejectedValue(new ApiError('Bad Gateway', { status: 502, url: '/x' }));
    const result = await runBoot(makeStore());
    expect(result).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('is not unreachable when only one of them fails', async () => {
    vi.mocked(instanceApi.fetchNodeinfo).mockRejectedValue(down());
    expect((await runBoot(makeStore())).ok).toBe(true);
  });
});

describe('BootError', () => {
  it('shows a full-page error whose Retry runs boot again', async () => {
    await initI18n('en');
    const store = makeStore();
    vi.mocked(instanceApi.fetchNodeinfo).mockRejectedValue(down());
    vi.mocked(instanceApi.fetchInstance).mockRejectedValue(down());
    const retry = vi.fn(() => runBoot(store));
    render(
      <Provider store={store}>
        <BootError onRetry={retry} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Cannot reach the server' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(instanceApi.fetchInstance).toHaveBeenCalledTimes(1);
  });
});
