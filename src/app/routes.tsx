// The route table. Timelines load eagerly (they are the first paint); every other
// screen is a lazily loaded chunk (ui/lazyChunk: timeout, typed error, retry).
import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '../ui/lazyChunk';
import { useTranslation } from '../i18n/react';
import type { RouteObject } from 'react-router';
import {
  DmsTimeline,
  PublicAndExternalTimeline,
  PublicTimeline,
  TagTimeline,
} from '../features/timeline/TimelineScreens';
import { Spinner } from '../ui/Spinner';
import {
  chatRule,
  Guard,
  publicExternalRule,
  publicTimelineRule,
  registrationRule,
  requireAuth,
  RootRedirect,
  type GuardRule,
} from './guards';
import { ScreenBoundary } from './RouteError';
import type { RouteHandle } from './RouteEffects';
import { HomeScreen } from './HomeScreen';

const LoginPage = lazyChunk(() => import('../features/auth/LoginPage'));
const OAuthCallbackRoute = lazyChunk(() => import('./OAuthCallbackRoute'));
const RemoteUserResolver = lazyChunk(() => import('../features/remote-user/RemoteUserResolver'));
const AboutPage = lazyChunk(() => import('../features/about/AboutPage'));
const ConversationPage = lazyChunk(() => import('../features/conversation/ConversationPage'));
const ProfilePage = lazyChunk(() => import('../features/profile/ProfilePage'));
const NotificationsPage = lazyChunk(() => import('../features/notifications/NotificationsPage'));
const InteractionsPage = lazyChunk(() => import('../features/interactions/InteractionsPage'));
const SearchPage = lazyChunk(() => import('../features/search/SearchPage'));
const WhoToFollowPage = lazyChunk(() => import('../features/who-to-follow/WhoToFollowPage'));
const FriendRequestsPage = lazyChunk(() => import('../features/friend-requests/FriendRequestsPage'));
const RegistrationPage = lazyChunk(() => import('../features/registration/RegistrationPage'));
const PasswordResetPage = lazyChunk(() => import('../features/password-reset/PasswordResetPage'));
const NotFoundPage = lazyChunk(() => import('../features/not-found/NotFoundPage'));
const ChatListPage = lazyChunk(() => import('../features/chats/ChatListPage'));
const ChatPage = lazyChunk(() => import('../features/chats/ChatPage'));
const ShoutPanelPage = lazyChunk(() => import('../features/shoutbox/ShoutPanelPage'));
const AdminAnnouncementsPage = lazyChunk(() => import('../features/announcements/AdminAnnouncementsPage'));
// Lists and followed hashtags.
const ListsPage = lazyChunk(() => import('../features/lists/ListsPage'));
const ListTimelinePage = lazyChunk(() => import('../features/lists/ListTimelinePage'));
const FollowedTagsPage = lazyChunk(() => import('../features/hashtags/FollowedTagsPage'));
// Scheduled posts.
const ScheduledPage = lazyChunk(() => import('../features/compose/scheduled/ScheduledPage'));
// The manifest's share target.
const SharePage = lazyChunk(() => import('../features/compose/SharePage'));

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('general.loading')} />;
}

const BookmarksScreen = lazyChunk(() => import('./BookmarksScreen').then((m) => ({ default: m.BookmarksScreen })));

const lazyScreen = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

interface Entry {
  name: string;
  path: string;
  element: ReactNode;
  guard?: GuardRule;
  dontScroll?: boolean;
}

/** The routes, by name. Order does not matter: react-router ranks paths by specificity. */
export const ROUTE_TABLE: Entry[] = [
  { name: 'root', path: '/', element: <RootRedirect /> },
  { name: 'public-external-timeline', path: '/main/all', element: <PublicAndExternalTimeline />, guard: publicExternalRule },
  { name: 'public-timeline', path: '/main/public', element: <PublicTimeline />, guard: publicTimelineRule },
  { name: 'friends', path: '/main/friends', element: <HomeScreen />, guard: requireAuth },
  { name: 'tag-timeline', path: '/tag/:tag', element: <TagTimeline /> },
  { name: 'bookmarks', path: '/bookmarks', element: lazyScreen(<BookmarksScreen />) },
  { name: 'conversation', path: '/notice/:id', element: lazyScreen(<ConversationPage />), dontScroll: true },
  // Leading @ optional: '@alice@example.com' or 'alice@example.com' in one segment.
  { name: 'remote-user-profile-acct', path: '/remote-users/:acct', element: lazyScreen(<RemoteUserResolver />), guard: requireAuth },
  { name: 'remote-user-profile', path: '/remote-users/:hostname/:username', element: lazyScreen(<RemoteUserResolver />), guard: requireAuth },
  // /users/{id} and /users/{name} share a path; the profile screen resolves which it is.
  { name: 'external-user-profile', path: '/users/:id', element: lazyScreen(<ProfilePage />) },
  { name: 'interactions', path: '/users/:username/interactions', element: lazyScreen(<InteractionsPage />), guard: requireAuth },
  { name: 'dms', path: '/users/:username/dms', element: <DmsTimeline />, guard: requireAuth },
  { name: 'registration', path: '/registration', element: lazyScreen(<RegistrationPage />), guard: registrationRule },
  { name: 'registration-token', path: '/registration/:token', element: lazyScreen(<RegistrationPage />), guard: registrationRule },
  { name: 'password-reset', path: '/password-reset', element: lazyScreen(<PasswordResetPage />) },
  { name: 'friend-requests', path: '/friend-requests', element: lazyScreen(<FriendRequestsPage />), guard: requireAuth },
  { name: 'notifications', path: '/:username/notifications', element: lazyScreen(<NotificationsPage />), guard: requireAuth },
  { name: 'login', path: '/login', element: lazyScreen(<LoginPage />) },
  { name: 'shout-panel', path: '/shout-panel', element: lazyScreen(<ShoutPanelPage />) },
  { name: 'oauth-callback', path: '/oauth-callback', element: lazyScreen(<OAuthCallbackRoute />) },
  { name: 'search', path: '/search', element: lazyScreen(<SearchPage />) },
  { name: 'who-to-follow', path: '/who-to-follow', element: lazyScreen(<WhoToFollowPage />), guard: requireAuth },
  { name: 'about', path: '/about', element: lazyScreen(<AboutPage />) },
  { name: 'chat', path: '/users/:username/chats/:recipientId', element: lazyScreen(<ChatPage />), guard: chatRule },
  { name: 'chats', path: '/users/:username/chats', element: lazyScreen(<ChatListPage />), guard: chatRule },
  { name: 'admin-announcements', path: '/admin/announcements', element: lazyScreen(<AdminAnnouncementsPage />), guard: requireAuth },
  { name: 'lists', path: '/lists', element: lazyScreen(<ListsPage />), guard: requireAuth },
  { name: 'list-timeline', path: '/lists/:id', element: lazyScreen(<ListTimelinePage />), guard: requireAuth },
  { name: 'followed-tags', path: '/followed-tags', element: lazyScreen(<FollowedTagsPage />), guard: requireAuth },
  { name: 'scheduled', path: '/scheduled', element: lazyScreen(<ScheduledPage />), guard: requireAuth },
  { name: 'share', path: '/share', element: lazyScreen(<SharePage />), guard: requireAuth },
  { name: 'user-profile', path: '/:name', element: lazyScreen(<ProfilePage />) },
  { name: 'not-found', path: '*', element: lazyScreen(<NotFoundPage />) },
];

/**
 * Route objects under one layout element (the Shell in the app, a bare Outlet in tests), for
 * useRoutes. The declarative router is used rather than the data router: it is about 17 KB
 * (gzip) lighter, and the app uses no loaders or actions.
 */
export function buildRoutes(layout: ReactNode): RouteObject[] {
  return [
    {
      element: layout,
      children: ROUTE_TABLE.map(({ name, path, element, guard, dontScroll }) => ({
        path,
        handle: { name, dontScroll } satisfies RouteHandle,
        element: <ScreenBoundary>{guard ? <Guard rule={guard}>{element}</Guard> : element}</ScreenBoundary>,
      })),
    },
  ];
}
