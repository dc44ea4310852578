import { screen } from '@testing-library/react';
import { Outlet, useLocation, useRoutes } from 'react-router';
import { fetchAccount, lookupAccount } from '../api/accounts';
import { fetchTimeline } from '../api/timelines';
import { usersReceived } from '../store/usersSlice';
import { setCurrentUser } from '../store/authSlice';
import { instanceSettingsMerged } from '../store/instanceSlice';
import { makeStore } from '../store';
import { makeUser, renderWithStore } from '../store/testing';
import { RouteEffects } from './RouteEffects';
import { buildRoutes, ROUTE_TABLE } from './routes';

vi.mock('../api/accounts', async (orig) => ({
  ...(await orig<typeof import('../api/accounts')>()),
  fetchAccount: vi.fn(async () => ({ id: '9', username: 'alice', acct: 'alice', display_name: 'Alice' })),
  lookupAccount: vi.fn(async () => ({ id: '9', username: 'alice', acct: 'alice', display_name: 'Alice' })),
}));
vi.mock('../api/chats', () => ({
  chatByAccountId: vi.fn(async () => ({ id: '7', unread: 0, account: { id: '5', username: 'bob', acct: 'bob', display_name: 'Bob' } })),
  fetchChats: vi.fn(async () => []),
  fetchChatMessages: vi.fn(async () => ({ items: [], cursors: {} })),
}));
vi.mock('../api/timelines', async (orig) => ({
  ...(await orig<typeof import('../api/timelines')>()),
  fetchTimeline: vi.fn(async () => ({ data: [], status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() })),
}));

function Layout() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Outlet />
    </>
  );
}
const routes = buildRoutes(<Layout />);
function Routed() {
  return (
    <>
      <RouteEffects routes={routes} />
      {useRoutes(routes)}
    </>
  );
}

function storeFor({ loggedIn = false, ...instance }: { loggedIn?: boolean } & Record<string, unknown> = {}) {
  const store = makeStore();
  store.dispatch(
    instanceSettingsMerged({
      redirectRootLogin: '/main/friends',
      redirectRootNoLogin: '/main/all',
      federating: true,
      private: false,
      registrationOpen: true,
      ...instance,
    }),
  );
  if (loggedIn) {
    store.dispatch(usersReceived([makeUser({ id: 'me', screen_name: 'me' })]));
    store.dispatch(setCurrentUser('me'));
  }
  return store;
}

const go = (path: string, store = storeFor()) => renderWithStore(<Routed />, { store, path });
const where = () => screen.getByTestId('where').textContent;

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('route table', () => {
  it('names every route', () => {
    const names = ROUTE_TABLE.map((r) => r.name);
    for (const n of [
      'root', 'public-external-timeline', 'public-timeline', 'friends', 'tag-timeline', 'bookmarks',
      'conversation', 'remote-user-profile-acct', 'remote-user-profile', 'external-user-profile',
      'user-profile', 'interactions', 'dms', 'registration', 'registration-token', 'password-reset',
      'friend-requests', 'notifications', 'login', 'shout-panel', 'oauth-callback', 'search',
      'who-to-follow', 'about', 'chat', 'chats',
    ]) {
      expect(names).toContain(n);
    }
    expect(ROUTE_TABLE.find((r) => r.name === 'conversation')?.dontScroll).toBe(true);
  });
});

describe('navigation', () => {
  it('root sends visitors to the whole network timeline', async () => {
    await go('/');
    expect(await screen.findByRole('heading', { name: 'The whole known network' })).toBeInTheDocument();
    expect(where()).toBe('/main/all');
  });

  it('root sends members home', async () => {
    await go('/', storeFor({ loggedIn: true }));
    expect(await screen.findByRole('heading', { name: 'Home timeline' })).toBeInTheDocument();
    expect(where()).toBe('/main/friends');
  });

  it('home is guarded: visitors land on the anonymous landing', async () => {
    await go('/main/friends');
    expect(where()).toBe('/main/all');
  });

  it('a private instance sends visitors of public timelines to the login page', async () => {
    await go('/main/public', storeFor({ private: true }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(where()).toBe('/login');
  });

  it('the tag timeline is titled with a hash', async () => {
    await go('/tag/cats');
    expect(await screen.findByRole('heading', { name: '#cats' })).toBeInTheDocument();
    expect(vi.mocked(fetchTimeline)).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'tag', tag: 'cats' }));
  });

  it('remembers the last visited timeline', async () => {
    const store = storeFor();
    await go('/main/public', store);
    expect(store.getState().ui.lastTimeline).toBe('public');
  });

  // A non-Pleroma server resolves a name only through /accounts/lookup.
  it.each([
    ['/users/alice', 'Alice', fetchAccount],
    ['/alice', 'Alice', lookupAccount],
  ])('%s shows the profile screen', async (path, name, api) => {
    await go(path);
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(vi.mocked(api)).toHaveBeenCalledWith('alice', null);
  });

  it('an unknown path shows the not-found page with a link home', async () => {
    await go('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('/search shows the search page (an empty query searches nothing)', async () => {
    await go('/search');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('bookmarks: a timeline, fetched only for a signed-in user', async () => {
    vi.mocked(fetchTimeline).mockClear();
    await go('/bookmarks');
    expect(await screen.findByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
    expect(screen.getByText('No statuses')).toBeInTheDocument();
    expect(vi.mocked(fetchTimeline)).not.toHaveBeenCalled();
    await go('/bookmarks', storeFor({ loggedIn: true }));
    expect(vi.mocked(fetchTimeline)).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'bookmarks' }));
  });

  it('direct messages: the direct timeline, sign-in required', async () => {
    await go('/users/me/dms');
    expect(where()).toBe('/main/all');
    await go('/users/me/dms', storeFor({ loggedIn: true }));
    expect(await screen.findByRole('heading', { name: 'Direct messages' })).toBeInTheDocument();
    expect(vi.mocked(fetchTimeline)).toHaveBeenCalledWith(expect.objectContaining({ timeline: 'dms' }));
  });

  it('notifications need sign-in', async () => {
    await go('/alice/notifications');
    expect(where()).toBe('/main/all');
    await go('/me/notifications', storeFor({ loggedIn: true }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('registration: members go to root, visitors see it while open', async () => {
    await go('/registration', storeFor({ loggedIn: true }));
    expect(where()).toBe('/main/friends');
  });

  it('registration closed: visitors without a token go to root, with a token stay', async () => {
    await go('/registration', storeFor({ registrationOpen: false }));
    expect(where()).toBe('/main/all');
    await go('/registration/abc', storeFor({ registrationOpen: false }));
    expect(await screen.findAllByRole('heading', { name: 'Registration' })).not.toHaveLength(0);
  });

  it('chats only when chat messages are available', async () => {
    await go('/users/me/chats', storeFor({ loggedIn: true, pleromaChatMessagesAvailable: false }));
    expect(where()).toBe('/main/friends');
    await go('/users/me/chats/5', storeFor({ loggedIn: true, pleromaChatMessagesAvailable: true }));
    expect(await screen.findByRole('heading', { name: /Chat with Bob/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });
});
