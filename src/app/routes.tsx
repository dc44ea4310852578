// The route table of SPEC §2. Timelines load eagerly (they are the first paint); every other
// screen is a lazily loaded chunk. Screens later issues build render the Placeholder meanwhile.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import type { RouteObject } from 'react-router';
import {
  BookmarksTimeline,
  DmsTimeline,
  FriendsTimeline,
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

const Placeholder = lazy(() => import('../features/placeholder/Placeholder'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const OAuthCallback = lazy(() => import('../features/auth/OAuthCallback'));
const RemoteUserResolver = lazy(() => import('../features/placeholder/RemoteUserResolver'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const ConversationPage = lazy(() => import('../features/conversation/ConversationPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const InteractionsPage = lazy(() => import('../features/interactions/InteractionsPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const WhoToFollowPage = lazy(() => import('../features/who-to-follow/WhoToFollowPage'));
const FriendRequestsPage = lazy(() => import('../features/friend-requests/FriendRequestsPage'));

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('general.loading')} />;
}

const lazyScreen = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;
const placeholder = (name: string) => lazyScreen(<Placeholder name={name} />);

interface Entry {
  name: string;
  path: string;
  element: ReactNode;
  guard?: GuardRule;
  dontScroll?: boolean;
}

/** SPEC §2 "Routes", by name. Order does not matter: react-router ranks paths by specificity. */
export const ROUTE_TABLE: Entry[] = [
  { name: 'root', path: '/', element: <RootRedirect /> },
  { name: 'public-external-timeline', path: '/main/all', element: <PublicAndExternalTimeline />, guard: publicExternalRule },
  { name: 'public-timeline', path: '/main/public', element: <PublicTimeline />, guard: publicTimelineRule },
  { name: 'friends', path: '/main/friends', element: <FriendsTimeline />, guard: requireAuth },
  { name: 'tag-timeline', path: '/tag/:tag', element: <TagTimeline /> },
  { name: 'bookmarks', path: '/bookmarks', element: <BookmarksTimeline /> },
  { name: 'conversation', path: '/notice/:id', element: lazyScreen(<ConversationPage />), dontScroll: true },
  // Leading @ optional: '@alice@example.com' or 'alice@example.com' in one segment.
  { name: 'remote-user-profile-acct', path: '/remote-users/:acct', element: lazyScreen(<RemoteUserResolver />), guard: requireAuth },
  { name: 'remote-user-profile', path: '/remote-users/:hostname/:username', element: lazyScreen(<RemoteUserResolver />), guard: requireAuth },
  // /users/{id} and /users/{name} share a path; the profile screen resolves which it is.
  { name: 'external-user-profile', path: '/users/:id', element: lazyScreen(<ProfilePage />) },
  { name: 'interactions', path: '/users/:username/interactions', element: lazyScreen(<InteractionsPage />), guard: requireAuth },
  { name: 'dms', path: '/users/:username/dms', element: <DmsTimeline />, guard: requireAuth },
  { name: 'registration', path: '/registration', element: placeholder('registration'), guard: registrationRule },
  { name: 'registration-token', path: '/registration/:token', element: placeholder('registration'), guard: registrationRule },
  { name: 'password-reset', path: '/password-reset', element: placeholder('password_reset') },
  { name: 'friend-requests', path: '/friend-requests', element: lazyScreen(<FriendRequestsPage />), guard: requireAuth },
  { name: 'notifications', path: '/:username/notifications', element: lazyScreen(<NotificationsPage />), guard: requireAuth },
  { name: 'login', path: '/login', element: lazyScreen(<LoginPage />) },
  { name: 'shout-panel', path: '/shout-panel', element: placeholder('shout_panel') },
  { name: 'oauth-callback', path: '/oauth-callback', element: lazyScreen(<OAuthCallback />) },
  { name: 'search', path: '/search', element: lazyScreen(<SearchPage />) },
  { name: 'who-to-follow', path: '/who-to-follow', element: lazyScreen(<WhoToFollowPage />), guard: requireAuth },
  { name: 'about', path: '/about', element: lazyScreen(<AboutPage />) },
  { name: 'chat', path: '/users/:username/chats/:recipientId', element: placeholder('chat'), guard: chatRule },
  { name: 'chats', path: '/users/:username/chats', element: placeholder('chats'), guard: chatRule },
  { name: 'user-profile', path: '/:name', element: lazyScreen(<ProfilePage />) },
  { name: 'not-found', path: '*', element: placeholder('not_found') },
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
