import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fetchAccount, lookupAccount } from '../../api/accounts';
import { ApiError } from '../../entities/apiError';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { makeStore } from '../../store';
import { makeUser, renderWithStore } from '../../store/testing';
import RemoteUserResolver, { acctFromParams } from './RemoteUserResolver';

vi.mock('../../api/accounts', () => ({ fetchAccount: vi.fn(), lookupAccount: vi.fn() }));
vi.mock('../../entities/user', () => ({
  normalizeUser: (raw: { id: string; acct: string }) => makeUser({ id: raw.id, screen_name: raw.acct }),
}));

function setup(path: string, pleromaBackend = true) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ restrictedNicknames: [], pleromaBackend }));
  return renderWithStore(
    <Routes>
      <Route path="/remote-users/:acct" element={<RemoteUserResolver />} />
      <Route path="/remote-users/:hostname/:username" element={<RemoteUserResolver />} />
      <Route path="/users/:id" element={<p>profile page</p>} />
    </Routes>,
    { store, path },
  );
}

describe('RemoteUserResolver', () => {
  it('reads both route shapes, with or without the leading @', () => {
    expect(acctFromParams({ acct: '@bob@remote.example' })).toBe('bob@remote.example');
    expect(acctFromParams({ acct: 'bob@remote.example' })).toBe('bob@remote.example');
    expect(acctFromParams({ hostname: 'remote.example', username: 'bob' })).toBe('bob@remote.example');
  });

  it('resolves the account then replaces the route with its profile', async () => {
    vi.mocked(fetchAccount).mockResolvedValueOnce({ id: '42', acct: 'bob@remote.example' });
    await setup('/remote-users/remote.example/bob');
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(fetchAccount).toHaveBeenCalledWith('bob@remote.example', null);
  });

  it('on a non-Pleroma server resolves the name through /accounts/lookup', async () => {
    vi.mocked(fetchAccount).mockClear();
    vi.mocked(lookupAccount).mockResolvedValueOnce({ id: '43', acct: 'cat@remote.example' });
    await setup('/remote-users/@cat@remote.example', false);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(lookupAccount).toHaveBeenCalledWith('cat@remote.example', null);
    expect(fetchAccount).not.toHaveBeenCalled();
  });

  it('says "Not found." when the account cannot be resolved', async () => {
    vi.mocked(fetchAccount).mockRejectedValueOnce(new ApiError('Not Found', { status: 404, url: '/x' }));
    await setup('/remote-users/@nobody@nowhere.example');
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  it('says "Error fetching user" when the server or the network fails', async () => {
    vi.mocked(fetchAccount).mockRejectedValueOnce(new ApiError('Bad Gateway', { status: 502, url: '/x' }));
    await setup('/remote-users/@bob@remote.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching user');
  });
});
