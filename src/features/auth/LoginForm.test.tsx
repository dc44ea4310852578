import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { verifyCredentials } from '../../api/accounts';
import { ApiError } from '../../entities/apiError';
import { authorizeUrl, mfaChallenge, passwordGrant, registerApp } from '../../api/oauth';
import { appRegistered, setLastLoginName } from '../../store/authSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { makeStore } from '../../store';
import { makeUser, renderWithStore } from '../../store/testing';
import { LoginForm } from './LoginForm';

vi.mock('../../api/oauth', () => ({
  registerApp: vi.fn(async () => ({ client_id: 'cid', client_secret: 'cs' })),
  passwordGrant: vi.fn(),
  passwordGrantRefused: (r: { status?: number; error?: string }) => r.status === 400 && r.error === 'unsupported_grant_type',
  mfaChallenge: vi.fn(),
  codeGrant: vi.fn(),
  getClientToken: vi.fn(),
  revokeToken: vi.fn(),
  authorizeUrl: vi.fn(() => '/oauth/authorize?client_id=cid'),
}));
vi.mock('../../api/accounts', () => ({ verifyCredentials: vi.fn(), fetchMutes: vi.fn() }));
vi.mock('../../entities/user', () => ({
  normalizeUser: (raw: { id: string }) => makeUser({ id: raw.id, screen_name: 'alice' }),
}));

const grant = vi.mocked(passwordGrant);
const verify = vi.mocked(verifyCredentials);

function setup(store = makeStore()) {
  return renderWithStore(
    <Routes>
      <Route path="/" element={<LoginForm />} />
      <Route path="/main/friends" element={<p>home timeline</p>} />
    </Routes>,
    { store },
  );
}

async function submit(password = 'hunter2') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'alice');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

const apiError = (status: number, body: unknown = null) =>
  new ApiError(status ? 'failed' : 'Failed to fetch', { status, statusText: '', body, url: '/oauth/token' });

function expectPasswordFocusedAndSelected() {
  const pw = screen.getByLabelText('Password') as HTMLInputElement;
  expect(pw).toHaveFocus();
  expect(pw.selectionStart).toBe(0);
  expect(pw.selectionEnd).toBe(pw.value.length);
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('LoginForm', () => {
  it('labels its fields and prefills the last login name', async () => {
    const store = makeStore();
    store.dispatch(setLastLoginName('bob'));
    await setup(store);
    expect(screen.getByLabelText('Username')).toHaveValue('bob');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('401 → "Wrong username or password", password focused and selected', async () => {
    grant.mockResolvedValueOnce({ error: 'Invalid credentials', status: 401 });
    await setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expectPasswordFocusedAndSelected();
  });

  it('401 from verify_credentials also reads as wrong credentials', async () => {
    grant.mockResolvedValueOnce({ access_token: 'tok' });
    verify.mockRejectedValueOnce(apiError(401));
    const { store } = await setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(store.getState().auth.userToken).toBeNull();
  });

  it('500 → "An error occurred, please try again"', async () => {
    grant.mockRejectedValueOnce(apiError(500, { error: 'boom' }));
    await setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again');
    expectPasswordFocusedAndSelected();
  });

  it('network failure → "Failed to connect to server, try again"', async () => {
    grant.mockRejectedValueOnce(apiError(0));
    await setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to server, try again');
    expectPasswordFocusedAndSelected();
  });

  it("shows the server's own text for other refusals, in a dismissible box", async () => {
    grant.mockResolvedValueOnce({ error: 'Your login is missing a confirmed e-mail address' });
    await setup();
    const user = await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your login is missing a confirmed e-mail address');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in, stores the token and user, remembers the name and goes home', async () => {
    grant.mockResolvedValueOnce({ access_token: 'tok' });
    verify.mockResolvedValueOnce({ id: '7' });
    const { store } = await setup();
    await submit();
    expect(await screen.findByText('home timeline')).toBeInTheDocument();
    expect(grant).toHaveBeenCalledWith({ client_id: 'cid', client_secret: 'cs' }, 'alice', 'hunter2', `${window.location.origin}/oauth-callback`);
    expect(store.getState().auth).toMatchObject({ userToken: 'tok', currentUserId: '7', loginState: 'loggedIn', lastLoginName: 'alice' });
  });

  it('asks for a TOTP code when MFA is required, shows server errors and clears the code', async () => {
    grant.mockResolvedValueOnce({ error: 'mfa_required', mfa_token: 'mfa1' });
    vi.mocked(mfaChallenge)
      .mockRejectedValueOnce(apiError(400, { error: 'Invalid code' }))
      .mockResolvedValueOnce({ access_token: 'tok2' });
    verify.mockResolvedValueOnce({ id: '8' });
    await setup();
    const user = await submit();
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Enter a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('home timeline')).toBeInTheDocument();
    expect(mfaChallenge).toHaveBeenLastCalledWith(expect.anything(), 'mfa1', 'abcd-efgh', 'recovery');
  });

  it('MFA can be cancelled back to the password form', async () => {
    grant.mockRejectedValueOnce(apiError(403, { error: 'mfa_required', mfa_token: 'm' }));
    await setup();
    const user = await submit();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('a server that refuses the password grant sends the person on to its own sign-in page', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, origin: 'http://localhost' } });
    grant.mockResolvedValueOnce({ error: 'unsupported_grant_type', status: 400 });
    const { store } = await setup();
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oauth/authorize?client_id=cid'));
    expect(store.getState().instance.loginMethod).toBe('token');
    // No dead end: should the page not leave, the form is now the server-page button.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it("loginMethod 'token' offers one Sign in button that opens the server's authorization page", async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, origin: 'http://localhost' } });
    const store = makeStore();
    store.dispatch(instanceSettingsMerged({ loginMethod: 'token' }));
    store.dispatch(appRegistered({ client_id: 'cid', client_secret: 'cs' }));
    await setup(store);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oauth/authorize?client_id=cid'));
    // A state to tie the callback to this sign-in; no PKCE challenge: the server is not known to offer it.
    expect(authorizeUrl).toHaveBeenCalledWith({ client_id: 'cid', client_secret: 'cs' }, 'http://localhost/oauth-callback', {
      state: expect.stringMatching(/^[\w-]{22}$/),
      codeChallenge: undefined,
    });
    expect(registerApp).not.toHaveBeenCalled();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});
