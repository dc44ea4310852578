import { Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { loadMoreIcons } from '../../ui/Icon';
import { lazyChunk } from '../../ui/lazyChunk';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { useTranslation } from '../../i18n/react';
import { whenIdle } from '../../lib/idle';
import { Outlet } from 'react-router';
import { GlobalNotices } from '../../features/notices/GlobalNotices';
import { selectIsLoggedIn, selectCurrentUser } from '../../store/authSlice';
import { preloadStatusButtons } from '../../store/statusButtons';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectReport } from '../../store/reportSlice';
import { selectInstance } from '../../store/instanceSlice';
import { selectIsMobile, selectQuoting, settingsOpened } from '../../store/uiSlice';
import { DesktopTopBar } from './DesktopTopBar';
import { LoginHint } from './LoginHint';
import { MobileTopBar } from './MobileTopBar';
import { SettingsHost } from './SettingsHost';
import { useLogout } from './useLogout';
import { Wallpaper } from './Wallpaper';
import './Shell.css';

// What the first status does not wait for: the desktop sidebar (a phone never shows it;
// asked for once the first screen has painted) and the phone's drawer (loaded in idle time, shown
// only when opened).
const Sidebar = lazyChunk(() => import('./Sidebar'));
const SideDrawer = lazyChunk(() => import('./SideDrawer'));
// Signed-in extras, each its own chunk: the floating new-post button, the report dialog (open only
// after a report request) and the follow-request poller of locked accounts.
const NewPostButton = lazyChunk(() => import('./NewPostButton'));
const ReportDialog = lazyChunk(() => import('../../features/report/ReportDialog'));
const QuoteModal = lazyChunk(() => import('../../features/compose/QuoteModal'));
const FollowRequestsPoller = lazyChunk(() => import('../../features/friend-requests/FollowRequestsPoller'));
// Live notifications, title/favicon badge, desktop alerts and web push of a signed-in user.
const NotificationsService = lazyChunk(() => import('../../features/notifications/NotificationsService'));
// The chat list poller (unread badge) and the shoutbox channel with its floating panel.
const ChatsService = lazyChunk(() => import('../../features/chats/ChatsService'));
const ShoutService = lazyChunk(() => import('../../features/shoutbox/ShoutService'));
// Desktop keyboard shortcuts and their help dialog, after the first paint.
const KeyboardShortcuts = lazyChunk(() => import('../../features/keyboard/KeyboardShortcuts'));
// Signed-in readers' only (on wide screens): a visitor's first chunk does without it.
const NotificationsColumn = lazyChunk(() => import('./NotificationsColumn').then((m) => ({ default: m.NotificationsColumn })));

/** Holds the sidebar's column while it loads, so the main column does not move when it arrives. */
const sidebarPlaceholder = <div className="shell__sidebar" />;

/**
 * The page skeleton around every route: skip link, top bar, sidebar (desktop) or drawer (mobile),
 * and the main landmark with global notices and the routed screen.
 */
export function Shell() {
  const { t } = useTranslation();
  const isMobile = useAppSelector(selectIsMobile);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pleromaChatMessagesAvailable: chatsAvailable, shoutAvailable } = useAppSelector(selectInstance);
  const reportOpen = useAppSelector(selectReport).userId !== null;
  const quoting = useAppSelector(selectQuoting);
  const locked = useAppSelector((s) => Boolean(selectCurrentUser(s)?.locked));
  const { sidebarRight } = useAppSelector(selectEffectiveConfig);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();
  const dispatch = useAppDispatch();
  const openSettings = useCallback(() => dispatch(settingsOpened()), [dispatch]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const painted = useAfterFirstPaint();
  // Once the first screen is painted, in idle time: the code behind the status buttons, the icons
  // the first screen does not draw and the phone's drawer, so a first click or tap does not wait.
  useEffect(() => {
    if (!painted) return;
    void whenIdle().then(() => {
      preloadStatusButtons();
      void loadMoreIcons();
      if (isMobile) SideDrawer.preload();
    });
  }, [painted, isMobile]);

  // The outbox keeps what is done without a network, for the signed-in person only; its code
  // loads after the first screen, like the status buttons' (they wait for theirs too).
  useEffect(() => {
    if (!painted || !loggedIn) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('../../store/outbox/start').then((m) => {
      if (!left) stop = dispatch(m.startOutbox());
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [painted, loggedIn, dispatch]);

  // Focus main directly: a "#main" hash would go through the router as a navigation.
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView?.();
  };

  const classes = ['shell', sidebarRight && 'shell--sidebar-right', isMobile && 'shell--mobile'].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <Wallpaper />
      <a href="#main" className="skip-link" onClick={skipToMain}>
        {t('shell.skip_to_main')}
      </a>
      {isMobile ? (
        <MobileTopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
      ) : (
        <DesktopTopBar onOpenSettings={openSettings} onLogout={logout} />
      )}
      <div className="shell__columns">
        {!isMobile &&
          (painted ? (
            <Suspense fallback={sidebarPlaceholder}>
              <Sidebar />
            </Suspense>
          ) : (
            sidebarPlaceholder
          ))}
        <main id="main" className="shell__main" tabIndex={-1}>
          <GlobalNotices />
          {isMobile && !loggedIn && <LoginHint />}
          <Outlet />
          {loggedIn && (
            <Suspense fallback={null}>
              <NewPostButton />
            </Suspense>
          )}
        </main>
        {!isMobile && loggedIn && (
          <Suspense fallback={null}>
            <NotificationsColumn />
          </Suspense>
        )}
      </div>
      {isMobile && drawerOpen && (
        <Suspense fallback={null}>
          <SideDrawer open={drawerOpen} onClose={closeDrawer} onOpenSettings={openSettings} onLogout={logout} />
        </Suspense>
      )}
      {loggedIn && quoting && (
        <Suspense fallback={null}>
          <QuoteModal statusId={quoting} />
        </Suspense>
      )}
      {loggedIn && reportOpen && (
        <Suspense fallback={null}>
          <ReportDialog />
        </Suspense>
      )}
      {loggedIn && locked && (
        <Suspense fallback={null}>
          <FollowRequestsPoller />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <NotificationsService />
        </Suspense>
      )}
      {loggedIn && chatsAvailable && (
        <Suspense fallback={null}>
          <ChatsService />
        </Suspense>
      )}
      {loggedIn && shoutAvailable && (
        <Suspense fallback={null}>
          <ShoutService />
        </Suspense>
      )}
      {!isMobile && painted && (
        <Suspense fallback={null}>
          <KeyboardShortcuts />
        </Suspense>
      )}
      <SettingsHost />
    </div>
  );
}
