// Names that are JavaScript's own keys: /__proto__, /constructor ... and their /users/…
// forms open the profile (or the not-found text), never "An error occured".
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fetchAccount } from '../../api/accounts';
import { ApiError } from '../../entities/apiError';
import { makeStore } from '../../store';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { renderWithStore } from '../../store/testing';
import ProfilePage from './ProfilePage';

vi.mock('../../api/accounts', () => ({
  fetchAccount: vi.fn(),
  lookupAccount: vi.fn(),
  fetchRelationships: vi.fn(async () => []),
  fetchFollowList: vi.fn(),
  accountAction: vi.fn(),
  accountSubscription: vi.fn(),
}));
vi.mock('../../api/timelines', async (orig) => ({
  ...(await orig<typeof import('../../api/timelines')>()),
  fetchTimeline: vi.fn(async () => ({ data: [], status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() })),
}));

const NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];

function show(path: string) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ restrictedNicknames: [], pleromaBackend: true }));
  return renderWithStore(
    <>
      <Routes>
        <Route path="/users/:id" element={<ProfilePage />} />
        <Route path="/:name" element={<ProfilePage />} />
      </Routes>
    </>,
    { store, path },
  );
}

describe('profile routes named like JavaScript built-ins', () => {
  beforeEach(() => {
    vi.mocked(fetchAccount).mockReset();
  });

  for (const name of NAMES) {
    for (const path of [`/${name}`, `/users/${name}`]) {
      it(`${path} shows the not-found text while it is unknown`, async () => {
        vi.mocked(fetchAccount).mockRejectedValue(new ApiError('x', { status: 404, body: { error: 'No user with such user_id' }, url: '/x' }));
        await show(path);
        expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this profile does not exist.');
      });
    }

    it(`/${name} opens the profile of a user of that name`, async () => {
      vi.mocked(fetchAccount).mockResolvedValue({ id: '9', username: name, acct: name, display_name: `User ${name}`, note: '', avatar: '', url: `https://x.example/${name}`, created_at: '2024-01-01T00:00:00.000Z' });
      await show(`/${name}`);
      expect(await screen.findByRole('heading', { name: `User ${name}` })).toBeInTheDocument();
    });
  }
});
