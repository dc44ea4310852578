import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SafeHtml } from '../../entities/types';
import { pushNotice } from '../../store/noticesSlice';
import { setOption } from '../../store/configSlice';
import { appRegistered, setToken } from '../../store/authSlice';

import { makeTestStore, makeUser, renderWithStore } from '../../test/renderWithStore';
import { Shell } from './Shell';

// A signed-in shell polls notifications (and, off Pleroma, reads the markers): no network here.
vi.mock('../../api/notifications', async (orig) => ({
  ...(await orig<typeof import('../../api/notifications')>()),
  fetchNotifications: vi.fn(async () => ({ items: [], cursors: { maxId: null, minId: null } })),
  fetchNotificationsMarker: vi.fn(async () => null),
}));

const instance = { name: 'Starling Test', private: false, federating: true, pleromaChatMessagesAvailable: true };
const routes = [{ element: <Shell />, children: [{ path: '*', element: <p>Routed screen</p> }] }];

function setup(opts: Parameters<typeof makeTestStore>[0] = {}, route = '/main/public') {
  const store = makeTestStore({ ...opts, instance: { ...instance, ...opts.instance } });
  return renderWithStore(null, { store, routes, route });
}

describe('Shell on desktop', () => {
  it('has the landmarks and the routed screen in main', async () => {
    setup();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The sidebar is its own chunk, asked for once the first screen has painted.
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Routed screen')).toBeInTheDocument();
  });

  it('has a skip link that moves focus to main', () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the site name linking to root unless hidden', () => {
    setup();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Starling Test' })).toHaveAttribute('href', '/');
  });

  it('hides the site name when the instance says so', () => {
    setup({ instance: { hideSitename: true } });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Starling Test' })).not.toBeInTheDocument();
  });

  it('shows the logo as a home link', () => {
    setup({ instance: { logo: '/static/logo.svg', logoMask: false } });
    expect(screen.getByRole('link', { name: 'Starling Test home' })).toHaveAttribute('href', '/');
  });

  it('offers search to visitors only when the instance is not private', () => {
    setup();
    expect(within(screen.getByRole('banner')).getByRole('search')).toBeInTheDocument();
  });

  it('hides search from visitors of a private instance, not from members', () => {
    const { unmount } = setup({ instance: { private: true } });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    unmount();
    setup({ instance: { private: true }, user: makeUser() });
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('opens the settings dialog from the cog and returns focus on Escape', async () => {
    setup();
    const cog = screen.getByRole('button', { name: 'Settings' });
    cog.focus();
    fireEvent.click(cog);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cog).toHaveFocus();
  });

  it('shows the login form to visitors and no logout', async () => {
    setup();
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows members their card; logout signs out and goes to the public timeline', async () => {
    const { store, router } = setup({ user: makeUser({ name: 'Alice' }) }, '/main/friends');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('region', { name: 'Your account' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(store.getState().auth.currentUserId).toBeNull();
    expect(router.state.location.pathname).toBe('/main/public');
  });

  it('logout forgets the kept accounts, also one written again while the token was being revoked', async () => {
    const { store } = setup({ user: makeUser({ name: 'Alice' }) }, '/main/friends');
    store.dispatch(appRegistered({ client_id: 'c', client_secret: 's' }));
    store.dispatch(setToken('leaving-token'));
    const kept = JSON.stringify({ accounts: [{ origin: location.origin, token: 'leaving-token', id: '1', acct: 'alice' }], active: null });
    localStorage.setItem('starling-accounts', kept);
    // The lazy account box may mount while the revocation is on its way and keep the account again.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      localStorage.setItem('starling-accounts', kept);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    await vi.waitFor(() => expect(store.getState().auth.userToken).toBeNull());
    expect(localStorage.getItem('starling-accounts')).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows the admin link only to admins, opening in a new tab', () => {
    const { unmount } = setup({ user: makeUser() });
    expect(screen.queryByRole('link', { name: /Administration/ })).not.toBeInTheDocument();
    unmount();
    const admin = makeUser({ role: 'admin', rights: { admin: true, moderator: false } });
    const second = setup({ user: admin, instance: { adminPanelUrl: '/pleroma/admin/#/login-pleroma' } });
    const link = screen.getByRole('link', { name: /Administration/ });
    expect(link).toHaveAttribute('href', '/pleroma/admin/#/login-pleroma');
    expect(link).toHaveAttribute('target', '_blank');
    second.unmount();
    // Nothing behind it (the server has no admin front end): no link.
    setup({ user: admin, instance: { adminPanelUrl: '' } });
    expect(screen.queryByRole('link', { name: /Administration/ })).not.toBeInTheDocument();
  });

  it('shows the features panel to visitors when enabled', async () => {
    setup({ instance: { showFeaturesPanel: true, textlimit: 5000, uploadlimit: 16 * 1024 * 1024 } });
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const panel = within(sidebar).getByRole('heading', { name: 'Features' }).closest('.panel') as HTMLElement;
    expect(within(panel).getByText('Text limit: 5,000 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Upload limit: 16 MiB')).toBeInTheDocument();
  });

  it('shows the instance panel when enabled and not empty', async () => {
    setup({
      instance: { showInstanceSpecificPanel: true, instanceSpecificPanelContent: '<p>Welcome aboard</p>' as SafeHtml },
    });
    expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
  });

  it('swaps the sidebar side with the sidebarRight option', () => {
    const { store, container } = setup();
    expect(container.querySelector('.shell--sidebar-right')).toBeNull();
    act(() => {
      store.dispatch(setOption({ name: 'sidebarRight', value: true }));
    });
    expect(container.querySelector('.shell--sidebar-right')).not.toBeNull();
  });

  it('renders global notices in main', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(pushNotice({ messageKey: 'shell.settings', level: 'info' }));
    });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Settings');
  });
});

describe('Shell on mobile', () => {
  beforeEach(() => {
    window.innerWidth = 390;
  });
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('has no sidebar; the menu button opens the drawer and focus returns to it', async () => {
    setup({ mobile: true });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(menu).toHaveFocus();
  });

  it('gives members a notifications bell (opens the drawer) and a new post button', async () => {
    setup({ mobile: true, user: makeUser() });
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    // The post modal is a lazy chunk.
    expect(await screen.findByRole('dialog', { name: 'New post' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows visitors a login hint and no new post button', () => {
    setup({ mobile: true });
    expect(screen.getByRole('link', { name: 'Log in to join the conversation' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
  });

  it('hides the top bar on a chat and the new post button on chats', () => {
    const { unmount } = setup({ mobile: true, user: makeUser() }, '/users/alice/chats/9');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
    unmount();
    setup({ mobile: true, user: makeUser() }, '/users/alice/chats');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
  });
});
