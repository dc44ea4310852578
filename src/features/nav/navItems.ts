// Which navigation entries a person sees (timeline menu here; nav panel and mobile side drawer in
// menuItems.ts, which only their lazy chunks need; signed in or visitor). Pure, so the rules are
// tested without rendering.
import { dmsPath, listPath } from '../../ui/links';
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

export const route = (id: NavItemId, icon: IconName, to: string, badge?: number): NavItem => ({
  id,
  labelKey: `nav.${id}`,
  icon,
  kind: 'route',
  to,
  badge,
});

export const me = (ctx: NavContext) => ctx.user?.screen_name ?? '';

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

/** The user's lists as timeline-menu entries (their titles are names, not translated). */
export function listItems(lists: readonly { id: string; title: string }[]): NavItem[] {
  return lists.map((l) => ({ id: 'lists', labelKey: 'nav.lists', label: l.title, icon: 'list', kind: 'route', to: listPath(l.id) }));
}
