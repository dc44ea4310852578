// The nav panel's and the mobile side drawer's entries (signed in or visitor), beside the timeline
// menu's (navItems.ts): only the sidebar's and the drawer's chunks need them.
import { chatsPath, interactionsPath } from '../../ui/links';
import { me, route, timelineItems, type NavContext, type NavItem } from './navItems';

const isAdmin = (ctx: NavContext) => Boolean(ctx.user && (ctx.user.role === 'admin' || ctx.user.rights?.admin));
const isLocked = (ctx: NavContext) => Boolean(ctx.loggedIn && ctx.user?.locked);
/** The announcements admin page: admins on a server with Pleroma's admin API. */
const announcementsAdmin = (ctx: NavContext): NavItem[] =>
  ctx.loggedIn && isAdmin(ctx) && ctx.instance.pleromaBackend ? [route('announcements_admin', 'bullhorn', '/admin/announcements')] : [];

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
