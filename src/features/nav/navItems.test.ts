import { drawerItems, panelItems } from './menuItems';
import { listItems, timelineItems, type NavContext } from './navItems';

const instance = {
  private: false,
  federating: true,
  pleromaChatMessagesAvailable: true,
  shoutAvailable: false,
  suggestionsEnabled: false,
  adminPanelUrl: '/pleroma/admin/#/login-pleroma' as string | null,
};
const member = { screen_name: 'alice', locked: false, follow_request_count: 0, rights: { admin: false, moderator: false }, role: 'member' as const };

function ctx(over: Partial<NavContext> = {}, inst: Partial<NavContext['instance']> = {}): NavContext {
  return { loggedIn: false, user: null, unreadChats: 0, ...over, instance: { ...instance, ...inst } };
}
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('timeline menu', () => {
  it('offers visitors public and whole network only', () => {
    expect(ids(timelineItems(ctx()))).toEqual(['public', 'whole_network']);
  });

  it('offers members home, public, whole network, bookmarks and dms', () => {
    expect(ids(timelineItems(ctx({ loggedIn: true, user: member })))).toEqual([
      'home',
      'public',
      'whole_network',
      'bookmarks',
      'dms',
    ]);
  });

  it('hides the whole network when not federating', () => {
    expect(ids(timelineItems(ctx({ loggedIn: true, user: member }, { federating: false })))).not.toContain('whole_network');
  });

  it('hides all timelines from visitors on a private instance', () => {
    expect(timelineItems(ctx({}, { private: true }))).toEqual([]);
    expect(ids(timelineItems(ctx({ loggedIn: true, user: member }, { private: true })))).toContain('public');
  });

  it('links dms to the signed-in user', () => {
    const dms = timelineItems(ctx({ loggedIn: true, user: member })).find((i) => i.id === 'dms');
    expect(dms).toMatchObject({ kind: 'route', to: '/users/alice/dms' });
  });
});

describe('nav panel entries', () => {
  it('shows visitors only about', () => {
    expect(ids(panelItems(ctx()))).toEqual(['about']);
  });

  it('shows members interactions and chats (with the unread badge)', () => {
    const items = panelItems(ctx({ loggedIn: true, user: member, unreadChats: 2 }));
    expect(ids(items)).toEqual(['interactions', 'lists', 'followed_tags', 'chats', 'about']);
    expect(items.find((i) => i.id === 'chats')?.badge).toBe(2);
  });

  it('hides chats when the server has none', () => {
    expect(ids(panelItems(ctx({ loggedIn: true, user: member }, { pleromaChatMessagesAvailable: false })))).toEqual([
      'interactions',
      'lists',
      'followed_tags',
      'about',
    ]);
  });

  it('shows follow requests to locked accounts only, with their count', () => {
    expect(ids(panelItems(ctx({ loggedIn: true, user: member })))).not.toContain('friend_requests');
    const locked = panelItems(ctx({ loggedIn: true, user: { ...member, locked: true, follow_request_count: 4 } }));
    expect(locked.find((i) => i.id === 'friend_requests')).toMatchObject({ to: '/friend-requests', badge: 4 });
  });
});

describe('mobile drawer entries', () => {
  it('gives visitors login, search, settings and about', () => {
    const { top, rest } = drawerItems(ctx());
    expect(ids(top)).toEqual(['login']);
    expect(ids(rest)).toEqual(['search', 'settings', 'about']);
  });

  it('hides search from visitors of a private instance', () => {
    expect(ids(drawerItems(ctx({}, { private: true })).rest)).toEqual(['settings', 'about']);
  });

  it('gives members their entries in the documented order', () => {
    const { top, rest } = drawerItems(
      ctx({ loggedIn: true, user: { ...member, locked: true } }, { shoutAvailable: true, suggestionsEnabled: true }),
    );
    expect(top).toEqual([]);
    expect(ids(rest)).toEqual([
      'chats',
      'interactions',
      'lists',
      'followed_tags',
      'friend_requests',
      'shoutbox',
      'search',
      'who_to_follow',
      'settings',
      'about',
      'logout',
    ]);
  });

  it('adds administration for admins', () => {
    const admin = { ...member, role: 'admin' as const, rights: { admin: true, moderator: false } };
    const entry = drawerItems(ctx({ loggedIn: true, user: admin })).rest.find((i) => i.id === 'admin');
    expect(entry).toMatchObject({ kind: 'external', href: '/pleroma/admin/#/login-pleroma' });
    // A server with no admin front end gets no dead link.
    expect(drawerItems(ctx({ loggedIn: true, user: admin }, { adminPanelUrl: '' })).rest.find((i) => i.id === 'admin')).toBeUndefined();
  });
});

describe('announcements admin page', () => {
  const admin = { ...member, role: 'admin' as const, rights: { admin: true, moderator: false } };
  it('is offered to admins on a server with Pleroma admin API, in the panel and the drawer', () => {
    const on = ctx({ loggedIn: true, user: admin }, { pleromaBackend: true });
    expect(panelItems(on).find((i) => i.id === 'announcements_admin')).toMatchObject({ kind: 'route', to: '/admin/announcements' });
    expect(ids(drawerItems(on).rest)).toContain('announcements_admin');
  });
  it('is not offered to members or on other servers', () => {
    expect(ids(panelItems(ctx({ loggedIn: true, user: member }, { pleromaBackend: true })))).not.toContain('announcements_admin');
    expect(ids(panelItems(ctx({ loggedIn: true, user: admin }, { pleromaBackend: false })))).not.toContain('announcements_admin');
  });
});

describe('list entries', () => {
  it('makes each list a timeline-menu entry named by its title', () => {
    expect(listItems([{ id: '7', title: 'Close friends' }])).toEqual([
      { id: 'lists', labelKey: 'nav.lists', label: 'Close friends', icon: 'list', kind: 'route', to: '/lists/7' },
    ]);
  });
});

describe('scheduled posts entry', () => {
  it('is offered to members where the server schedules, in the panel and the drawer', () => {
    const on = ctx({ loggedIn: true, user: member }, { scheduledPostsAvailable: true });
    expect(ids(panelItems(on))).toContain('scheduled');
    expect(ids(drawerItems(on).rest)).toContain('scheduled');
    expect(ids(panelItems(ctx({ loggedIn: true, user: member }, { scheduledPostsAvailable: false })))).not.toContain('scheduled');
    expect(ids(panelItems(ctx({}, { scheduledPostsAvailable: true })))).not.toContain('scheduled');
  });
});
