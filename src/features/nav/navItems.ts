// Which navigation entries a person sees (nav panel items, timeline menu, mobile side
// drawer; signed in or visitor). Pure, so the rules are tested without rendering; NavPanel and the mobile
// drawer both draw from here.
import { chatsPath, dmsPath, interactionsPath, listPath } from '../../ui/links';
import type { InstanceSettings } from '../../entities/instance';
import type { User } from '../../entities/types';
import type { IconName } from '../../ui/Icon';

export interface NavContext {
  loggedIn: boolean;
  user: Pick<User, 'screen_name' | 'locked' | 'follow_request_count' | 'rights' | 'role'> | null;
  instance: Pick<
    InstanceSettings,
    'private' | 'federating' | 'pleromaChatMessagesAvailable' | 'shoutAvailable' | 'suggestionsEnabled' | 'adminPanelUrl'
  > &
    Partial<Pick<InstanceSettings, 'pleromaBackend' | 'scheduledPostsAvailable'>>;
  unreadChats: number;
}

export type NavItemId =
  | 'login'
  | 'home'
  | 'public'
  | 'whole_network'
  | 'bookmarks'
  | 'dms'
  | 'interactions'
  | 'chats'
  | 'friend_requests'
  | 'shoutbox'
  | 'search'
  | 'who_to_follow'
  | 'settings'
  | 'about'
  | 'admin'
  | 'logout'
  | 'announcements_admin'
  | 'lists'
  | 'followed_tags'
  | 'scheduled';

interface Base {
  id: NavItemId;
  /** i18n key of the label. */
  labelKey: string;
  /** A name that is not translated (a list's title); shown instead of labelKey. */
  label?: string;
  icon: IconName;
  badge?: number;
}
export type NavItem =
  | (Base & { kind: 'route'; to: string })
  | (Base & { kind: 'external'; href: string })
  | (Base & { kind: 'action'; action: 'settings' | 'logout' });

const route = (id: NavItemId, icon: IconName, to: string, badge?: number): NavItem => ({
  id,
  labelKey: `nav.${id}`,
  icon,
  kind: 'route',
  to,
  badge,
});

const isAdmin = (ctx: NavContext) => Boolean(ctx.user && (ctx.user.role === 'admin' || ctx.user.rights?.admin));
const isLocked = (ctx: NavContext) => Boolean(ctx.loggedIn && ctx.user?.locked);
const me = (ctx: NavContext) => ctx.user?.screen_name ?? '';
/** The announcements admin page: admins on a server with Pleroma's admin API. */
const announcementsAdmin = (ctx: NavContext): NavItem[] =>
  ctx.loggedIn && isAdmin(ctx) && ctx.instance.pleromaBackend ? [route('announcements_admin', 'bullhorn', '/admin/announcements')] : [];

/** Timelines are offered to members, and to visitors unless the instance is private. */
export function showTimelines(ctx: NavContext): boolean {
  return ctx.loggedIn || !ctx.instance.private;
}

/** The timeline menu: home, public, whole network, bookmarks, direct messages. */
export function timelineItems(ctx: NavContext): NavItem[] {
  if (!showTimelines(ctx)) return [];
  const items: NavItem[] = [];
  if (ctx.loggedIn) items.push(route('home', 'home', '/main/friends'));
  items.push(route('public', 'users', '/main/public'));
  if (ctx.instance.federating) items.push(route('whole_network', 'globe', '/main/all'));
  if (ctx.loggedIn) {
    items.push(route('bookmarks', 'bookmark', '/bookmarks'));
    items.push(route('dms', 'envelope', dmsPath(me(ctx))));
  }
  return items;
}

/** Entries after the timelines in the desktop nav panel. */
export function panelItems(ctx: NavContext): NavItem[] {
  const items: NavItem[] = [];
  if (ctx.loggedIn) items.push(route('interactions', 'interactions', interactionsPath(me(ctx))));
  if (ctx.loggedIn) items.push(...organizeItems(ctx));
  if (ctx.loggedIn && ctx.instance.pleromaChatMessagesAvailable) {
    items.push(route('chats', 'chat', chatsPath(me(ctx)), ctx.unreadChats));
  }
  if (isLocked(ctx)) items.push(route('friend_requests', 'userPlus', '/friend-requests', ctx.user?.follow_request_count));
  items.push(route('about', 'info', '/about'));
  items.push(...announcementsAdmin(ctx));
  return items;
}

/** The mobile side drawer, in the order built below, with the timelines as their own group. */
export function drawerItems(ctx: NavContext): { top: NavItem[]; timelines: NavItem[]; rest: NavItem[] } {
  const top: NavItem[] = ctx.loggedIn ? [] : [route('login', 'login', '/login')];
  const rest: NavItem[] = [];
  if (ctx.loggedIn && ctx.instance.pleromaChatMessagesAvailable) {
    rest.push(route('chats', 'chat', chatsPath(me(ctx)), ctx.unreadChats));
  }
  if (ctx.loggedIn) rest.push(route('interactions', 'interactions', interactionsPath(me(ctx))));
  if (ctx.loggedIn) rest.push(...organizeItems(ctx));
  if (isLocked(ctx)) rest.push(route('friend_requests', 'userPlus', '/friend-requests', ctx.user?.follow_request_count));
  if (ctx.instance.shoutAvailable) rest.push(route('shoutbox', 'bullhorn', '/shout-panel'));
  if (ctx.loggedIn || !ctx.instance.private) rest.push(route('search', 'search', '/search'));
  if (ctx.loggedIn && ctx.instance.suggestionsEnabled) rest.push(route('who_to_follow', 'userPlus', '/who-to-follow'));
  rest.push({ id: 'settings', labelKey: 'nav.settings', icon: 'cog', kind: 'action', action: 'settings' });
  rest.push(route('about', 'info', '/about'));
  if (ctx.loggedIn && isAdmin(ctx) && ctx.instance.adminPanelUrl) {
    rest.push({ id: 'admin', labelKey: 'nav.admin', icon: 'shield', kind: 'external', href: ctx.instance.adminPanelUrl });
  }
  rest.push(...announcementsAdmin(ctx));
  if (ctx.loggedIn) rest.push({ id: 'logout', labelKey: 'nav.logout', icon: 'logout', kind: 'action', action: 'logout' });
  return { top, timelines: timelineItems(ctx), rest };
}

/** Lists and followed hashtags, and scheduled posts where the server has them, for members. */
function organizeItems(ctx: NavContext): NavItem[] {
  const items = [route('lists', 'list', '/lists'), route('followed_tags', 'hashtag', '/followed-tags')];
  if (ctx.instance.scheduledPostsAvailable) items.push(route('scheduled', 'clock', '/scheduled'));
  return items;
}

/** The user's lists as timeline-menu entries (their titles are names, not translated). */
export function listItems(lists: readonly { id: string; title: string }[]): NavItem[] {
  return lists.map((l) => ({ id: 'lists', labelKey: 'nav.lists', label: l.title, icon: 'list', kind: 'route', to: listPath(l.id) }));
}
