import { verifyCredentials } from '../api/accounts';
import { ApiError } from '../api/http';
import { codeGrant, getClientToken, passwordGrant, registerApp, revokeToken } from '../api/oauth';
import { entitiesReceived } from './actions';
import { appRegistered, logout, selectCurrentUser, selectIsLoggedIn, setCurrentUser, setToken } from './authSlice';
import { ensureApp, ensureAppToken, loginWithCode, loginWithPassword } from './authThunks';
import { loginWithStoredToken } from './sessionThunks';
import { isFetcherRunning, startFetcher } from './fetchers';
import { makeStatus, makeUser } from './testing';
import { timelineReceived } from './timelinesSlice';
import { makeStore } from './index';

vi.mock('../api/oauth', () => ({
  registerApp: vi.fn(async () => ({ client_id: 'new', client_secret: 'new-secret' })),
  getClientToken: vi.fn(async () => 'app-token'),
  revokeToken: vi.fn(async () => true),
  passwordGrant: vi.fn(),
  passwordGrantRefused: (r: { status?: number; error?: string }) => r.status === 400 && r.error === 'unsupported_grant_type',
  codeGrant: vi.fn(),
  mfaChallenge: vi.fn(),
}));
vi.mock('../api/accounts', () => ({ verifyCredentials: vi.fn(), fetchMutes: vi.fn() }));
vi.mock('../entities/user', () => ({ normalizeUser: (raw: { id: string }) => makeUser({ id: raw.id }) }));

const apiError = (status: number) => new ApiError('x', { status, url: '/api/v1/accounts/verify_credentials' });

beforeEach(() => vi.clearAllMocks());

describe('loginWithStoredToken', () => {
  it('signs in with a stored token', async () => {
    const store = makeStore();
    store.dispatch(setToken('tok'));
    vi.mocked(verifyCredentials).mockResolvedValueOnce({ id: '5' });
    await store.dispatch(loginWithStoredToken());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())?.id).toBe('5');
  });

  it.each([401, 403])('drops a token the server rejects with %s, silently', async (status) => {
    const store = makeStore();
    store.dispatch(setToken('tok'));
    vi.mocked(verifyCredentials).mockRejectedValueOnce(apiError(status));
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth).toMatchObject({ userToken: null, loginState: 'anonymous' });
    expect(store.getState().notices).toEqual([]);
  });

  it('keeps the token when the server is merely unavailable', async () => {
    const store = makeStore();
    store.dispatch(setToken('tok'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(verifyCredentials).mockRejectedValueOnce(apiError(502));
    await store.dispatch(loginWithStoredToken());
    expect(store.getState().auth.userToken).toBe('tok');
  });
});

describe('ensureAppToken', () => {
  it('reuses a stored app', async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'old', client_secret: 's' }));
    await store.dispatch(ensureAppToken());
    expect(registerApp).not.toHaveBeenCalled();
    expect(getClientToken).toHaveBeenCalledWith({ client_id: 'old', client_secret: 's' }, `${window.location.origin}/oauth-callback`);
    expect(store.getState().auth.appToken).toBe('app-token');
  });

  it('registers again once when the server no longer knows the stored app', async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'old', client_secret: 's' }));
    vi.mocked(getClientToken).mockRejectedValueOnce(apiError(401));
    await store.dispatch(ensureAppToken());
    expect(registerApp).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.app).toEqual({ client_id: 'new', client_secret: 'new-secret' });
  });

  it("never replaces the app of a signed-in person's token: revoking it needs that app", async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'old', client_secret: 's' }));
    store.dispatch(setToken('user-token'));
    vi.mocked(getClientToken).mockRejectedValueOnce(apiError(403));
    await expect(store.dispatch(ensureAppToken())).rejects.toBeInstanceOf(ApiError);
    expect(registerApp).not.toHaveBeenCalled();
    expect(store.getState().auth.app).toEqual({ client_id: 'old', client_secret: 's' });
  });

  it('shares a registration under way: a sign-in started meanwhile uses the same app', async () => {
    const store = makeStore();
    const [token, app] = await Promise.all([store.dispatch(ensureAppToken()), store.dispatch(ensureApp())]);
    expect(registerApp).toHaveBeenCalledTimes(1);
    expect(token).toBe('app-token');
    expect(app).toEqual({ client_id: 'new', client_secret: 'new-secret' });
  });
});

describe('signing in on a server without the password grant', () => {
  it('turns the password form into the server-page sign-in when the grant is refused', async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
    vi.mocked(passwordGrant).mockResolvedValueOnce({ error: 'unsupported_grant_type', status: 400 });
    const outcome = await store.dispatch(loginWithPassword('alice', 'pw'));
    expect(outcome).toEqual({ kind: 'browser_sign_in' });
    expect(store.getState().instance.loginMethod).toBe('token');
    expect(store.getState().auth.loginState).toBe('anonymous');
  });

  it('still reads a 401 as wrong credentials, not as a missing grant', async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
    vi.mocked(passwordGrant).mockResolvedValueOnce({ error: 'Invalid credentials', status: 401 });
    const outcome = await store.dispatch(loginWithPassword('alice', 'bad'));
    expect(outcome).toMatchObject({ kind: 'error', messageKey: 'login.wrong_credentials' });
    expect(store.getState().instance.loginMethod).toBe('password');
  });

  it('exchanges a code with the stored app and never registers another', async () => {
    const store = makeStore();
    expect(await store.dispatch(loginWithCode('CODE'))).toMatchObject({ kind: 'error' });
    expect(registerApp).not.toHaveBeenCalled();
    store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
    vi.mocked(codeGrant).mockResolvedValueOnce({ access_token: 'user-token' });
    vi.mocked(verifyCredentials).mockResolvedValueOnce({ id: '7' });
    expect(await store.dispatch(loginWithCode('CODE'))).toEqual({ kind: 'success' });
    expect(codeGrant).toHaveBeenCalledWith({ client_id: 'c', client_secret: 's' }, 'CODE', `${window.location.origin}/oauth-callback`, undefined);
    vi.mocked(codeGrant).mockResolvedValueOnce({ access_token: 'user-token' });
    vi.mocked(verifyCredentials).mockResolvedValueOnce({ id: '7' });
    await store.dispatch(loginWithCode('CODE2', 'VERIFIER'));
    expect(codeGrant).toHaveBeenLastCalledWith({ client_id: 'c', client_secret: 's' }, 'CODE2', `${window.location.origin}/oauth-callback`, 'VERIFIER');
  });
});

describe('logout', () => {
  it('revokes the token and clears user, token, fetchers, statuses and timelines', async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
    store.dispatch(setToken('tok'));
    store.dispatch(entitiesReceived({ users: [makeUser({ id: 'me' })], statuses: [makeStatus({ id: '1' })] }));
    store.dispatch(setCurrentUser('me'));
    store.dispatch(timelineReceived({ name: 'friends', ids: ['1'], returned: 1, cursors: { maxId: null, minId: null }, direction: 'initial' }));
    startFetcher('timeline:friends:', () => {}, 10_000);

    await store.dispatch(logout());
    const s = store.getState();
    expect(revokeToken).toHaveBeenCalledWith({ client_id: 'c', client_secret: 's' }, 'tok');
    expect(s.auth).toMatchObject({ userToken: null, currentUserId: null, loginState: 'anonymous' });
    expect(s.auth.app).not.toBeNull(); // the app registration stays
    expect(s.statuses).toEqual({});
    expect(s.timelines.friends.statuses).toEqual([]);
    expect(isFetcherRunning('timeline:friends:')).toBe(false);
  });

  it('clears locally even when revocation fails', async () => {
    const store = makeStore();
    store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
    store.dispatch(setToken('tok'));
    store.dispatch(setCurrentUser('me'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(revokeToken).mockRejectedValueOnce(apiError(0));
    await store.dispatch(logout());
    expect(store.getState().auth.userToken).toBeNull();
  });
});
