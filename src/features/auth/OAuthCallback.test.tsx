import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { verifyCredentials } from '../../api/accounts';
import { codeGrant } from '../../api/oauth';
import { appRegistered } from '../../store/authSlice';
import { makeStore } from '../../store';
import { makeUser, renderWithStore } from '../../store/testing';
import OAuthCallback from './OAuthCallback';

vi.mock('../../api/oauth', () => ({
  registerApp: vi.fn(),
  passwordGrant: vi.fn(),
  passwordGrantRefused: () => false,
  mfaChallenge: vi.fn(),
  codeGrant: vi.fn(),
  getClientToken: vi.fn(),
  revokeToken: vi.fn(),
  authorizeUrl: vi.fn(),
}));
vi.mock('../../api/accounts', () => ({ verifyCredentials: vi.fn(), fetchMutes: vi.fn() }));
vi.mock('../../entities/user', () => ({ normalizeUser: (raw: { id: string }) => makeUser({ id: raw.id }) }));

function setup(path: string) {
  const store = makeStore();
  store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
  return renderWithStore(
    <StrictMode>
      <Routes>
        <Route path="/oauth-callback" element={<OAuthCallback />} />
        <Route path="/main/friends" element={<p>home timeline</p>} />
      </Routes>
    </StrictMode>,
    { store, path },
  );
}

beforeEach(() => vi.clearAllMocks());

describe('OAuthCallback', () => {
  it('exchanges the code once, loads the user and goes home', async () => {
    vi.mocked(codeGrant).mockResolvedValue({ access_token: 'tok' });
    vi.mocked(verifyCredentials).mockResolvedValue({ id: '3' });
    const { store } = await setup('/oauth-callback?code=abc');
    expect(await screen.findByText('home timeline')).toBeInTheDocument();
    expect(codeGrant).toHaveBeenCalledTimes(1);
    expect(codeGrant).toHaveBeenCalledWith({ client_id: 'c', client_secret: 's' }, 'abc', `${window.location.origin}/oauth-callback`, undefined);
    expect(store.getState().auth).toMatchObject({ userToken: 'tok', currentUserId: '3' });
  });

  it('sends the PKCE verifier of the sign-in this tab started, matched by state, and forgets it', async () => {
    vi.mocked(codeGrant).mockResolvedValue({ access_token: 'tok' });
    vi.mocked(verifyCredentials).mockResolvedValue({ id: '3' });
    sessionStorage.setItem('starling:oauth-pending', JSON.stringify({ state: 'ST', verifier: 'VER' }));
    await setup('/oauth-callback?code=abc&state=ST');
    expect(await screen.findByText('home timeline')).toBeInTheDocument();
    expect(codeGrant).toHaveBeenCalledWith({ client_id: 'c', client_secret: 's' }, 'abc', `${window.location.origin}/oauth-callback`, 'VER');
    expect(sessionStorage.getItem('starling:oauth-pending')).toBeNull();
  });

  it('sends no verifier for a callback whose state is not the pending one', async () => {
    vi.mocked(codeGrant).mockResolvedValue({ error: 'invalid_grant' });
    sessionStorage.setItem('starling:oauth-pending', JSON.stringify({ state: 'ST', verifier: 'VER' }));
    await setup('/oauth-callback?code=abc&state=OTHER');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid_grant');
    expect(codeGrant).toHaveBeenCalledWith({ client_id: 'c', client_secret: 's' }, 'abc', `${window.location.origin}/oauth-callback`, undefined);
    expect(sessionStorage.getItem('starling:oauth-pending')).toBeNull();
  });

  it('shows an error when the server refuses the code', async () => {
    vi.mocked(codeGrant).mockResolvedValue({ error: 'invalid_grant' });
    await setup('/oauth-callback?code=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid_grant');
  });

  it('shows an error without a code', async () => {
    await setup('/oauth-callback');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred, please try again');
    expect(codeGrant).not.toHaveBeenCalled();
  });
});
