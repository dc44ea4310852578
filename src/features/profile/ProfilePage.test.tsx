import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { fetchAccount, fetchFollowList, fetchRelationships } from '../../api/accounts';
import { ApiError } from '../../entities/apiError';
import { fetchTimeline } from '../../api/timelines';
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

const account = (over: Record<string, unknown> = {}) => ({
  id: '7',
  username: 'mona',
  acct: 'mona',
  display_name: 'Mona',
  note: '<p>hello</p>',
  avatar: '',
  url: 'https://local.example/mona',
  statuses_count: 4,
  following_count: 0,
  followers_count: 2,
  created_at: '2024-01-01T00:00:00.000Z',
  fields: [{ name: 'Site', value: 'https://mona.example' }],
  pleroma: { hide_follows_count: false, hide_followers_count: true, is_local: true },
  ...over,
});

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

function show(path: string) {
  const store = makeStore();
  // Pleroma answers names at /accounts/{name} (fetchAccount); others need lookupAccount.
  store.dispatch(instanceSettingsMerged({ restrictedNicknames: [], pleromaBackend: true }));
  return renderWithStore(
    <>
      <Routes>
        <Route path="/users/:id" element={<ProfilePage />} />
        <Route path="/:name" element={<ProfilePage />} />
      </Routes>
      <Where />
    </>,
    { store, path },
  );
}

describe('ProfilePage', () => {
  beforeEach(() => {
    vi.mocked(fetchAccount).mockReset();
    vi.mocked(fetchRelationships).mockClear();
    vi.mocked(fetchTimeline).mockClear();
    vi.mocked(fetchFollowList).mockReset();
  });

  it('shows the card and opens the tab named by ?tab=', async () => {
    vi.mocked(fetchAccount).mockResolvedValue(account());
    vi.mocked(fetchFollowList).mockResolvedValue({
      data: [account({ id: '8', username: 'ned', acct: 'ned', display_name: 'Ned' })],
      status: 200,
      cursors: { maxId: null, minId: null },
      headers: new Headers(),
    });
    await show('/mona?tab=followers');
    expect(await screen.findByRole('heading', { name: 'Mona' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Ned' })).toBeInTheDocument();
    expect(fetchFollowList).toHaveBeenCalledWith('7', 'followers', expect.objectContaining({ maxId: null }));
    // Followees count is 0: that tab is disabled. Followers count is hidden for a visitor.
    expect(screen.getByRole('tab', { name: 'Following' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Followers\s*Hidden/ })).toBeInTheDocument();
    // A visitor on a local user sees the remote-follow box; no favorites tab.
    expect(screen.getByRole('button', { name: 'Remote follow' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Favorites' })).toBeNull();
  });

  it('clicking a count switches the tab and keeps it in ?tab=', async () => {
    vi.mocked(fetchAccount).mockResolvedValue(account());
    await show('/users/mona');
    await screen.findByRole('heading', { name: 'Mona' });
    await userEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/users/mona?tab=media');
    await userEvent.click(screen.getByRole('button', { name: /^Posts/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/users/mona?tab=statuses');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the profile errors', async () => {
    vi.mocked(fetchAccount).mockRejectedValue(new ApiError('x', { status: 404, body: { error: 'No user with such user_id' }, url: '/x' }));
    await show('/users/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this profile does not exist.');
  });

  it('other failures: the loading error', async () => {
    vi.mocked(fetchAccount).mockRejectedValue(new TypeError('Failed to fetch'));
    await show('/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, there was an error loading this profile.');
  });

  it('a failed load-more of followers offers a retry', async () => {
    vi.mocked(fetchAccount).mockResolvedValue(account());
    vi.mocked(fetchFollowList).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({
      data: [account({ id: '9', username: 'ola', acct: 'ola', display_name: 'Ola' })],
      status: 200,
      cursors: { maxId: null, minId: null },
      headers: new Headers(),
    });
    await show('/mona?tab=followers');
    await userEvent.click(await screen.findByRole('button', { name: 'Please try again' }));
    expect(await screen.findByRole('link', { name: 'Ola' })).toBeInTheDocument();
    await waitFor(() => expect(fetchFollowList).toHaveBeenCalledTimes(2));
  });
});
