// The signed-in notifications machinery, loaded lazily by the Shell once someone is signed in:
// live fetching, the title and favicon badge, desktop alerts and web push. Renders nothing.
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { htmlToText } from '../../entities/html';
import type { Notification } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectIsLoggedIn, selectUserToken } from '../../store/authSlice';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/index';
import { selectInstance } from '../../store/instanceSlice';
import { isVisibleType } from '../../store/notificationCount';
import { compareIds, selectNotificationsState } from '../../store/notificationsSlice';
import { startNotificationsFetcher, stopNotificationsFetcher } from '../../store/notificationsThunks';
import { selectUnreadChatCount, selectUnseenNotificationCount } from '../../store/uiSlice';
import { actionKey } from './actionKey';
import { canAlert, showDesktopAlert } from './desktopAlerts';
import { applyCount } from './titleBadge';
import { ensureNotificationsSlice } from './useNotificationsSlice';
import { alertsFrom, registerPush, unregisterPush } from '../../services/webPush';

/** Nothing is announced during the first 10 s (the first pages are old news). */
export const SILENCE_MS = 10_000;

function useTitleBadge(count: number) {
  useEffect(() => {
    // In a task of its own: writing the title took 3-13 ms of the streamed notification's render.
    const timer = window.setTimeout(() => applyCount(count), 0);
    // Boot or a screen may set the title again; keep the prefix on whatever it becomes.
    const title = document.querySelector('title');
    if (!title || typeof MutationObserver === 'undefined') return () => window.clearTimeout(timer);
    const observer = new MutationObserver(() => applyCount(count));
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [count]);
  useEffect(() => () => applyCount(0), []);
}

function useDesktopAlerts(store: AppStore) {
  const { t } = useTranslation();
  const startedAt = useRef(Date.now());
  const lastId = useRef<string | null>(null);
  const notifications = useAppSelector((s) => selectNotificationsState(s));
  useEffect(() => {
    if (!notifications || notifications.ids.length === 0) return;
    const top = notifications.ids[0]!;
    const previous = lastId.current;
    lastId.current = previous === null || compareIds(top, previous) > 0 ? top : previous;
    if (previous === null || Date.now() - startedAt.current < SILENCE_MS || !canAlert()) return;
    const s = store.getState();
    const visibility = selectEffectiveConfig(s).notificationVisibility;
    const fresh: Notification[] = [];
    for (const id of notifications.ids) {
      if (compareIds(id, previous) <= 0) break;
      const n = notifications.byId[id];
      if (n && !n.seen && isVisibleType(n.type, visibility)) fresh.push(n);
    }
    for (const n of fresh.reverse()) {
      const from = s.users[n.from_profile];
      const name = from ? from.name || from.screen_name : '';
      const status = n.status ? s.statuses[n.status] : undefined;
      const target = n.target ? s.users[n.target] : undefined;
      showDesktopAlert({
        tag: `notification-${n.id}`,
        title: t(actionKey(n.type), { name, emoji: n.emoji ?? '', target: target ? `@${target.screen_name_ui}` : '…' }),
        body: status ? status.text || htmlToText(status.raw_html) : '',
        icon: from?.profile_image_url,
      });
    }
  }, [notifications, store, t]);
}

function useWebPush() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const token = useAppSelector(selectUserToken);
  const { vapidPublicKey } = useAppSelector(selectInstance);
  const { webPushNotifications, notificationVisibility } = useAppSelector(selectEffectiveConfig);
  const wasOn = useRef(webPushNotifications);
  useEffect(() => {
    const turnedOff = wasOn.current && !webPushNotifications;
    wasOn.current = webPushNotifications;
    if (!loggedIn) return;
    if (turnedOff) {
      unregisterPush(token).catch((e) => console.warn('Push unsubscribe failed', e));
      return;
    }
    const permitted = typeof window !== 'undefined' && 'Notification' in window && window.Notification.permission === 'granted';
    if (!webPushNotifications || !permitted) return;
    registerPush({ enabled: webPushNotifications, vapidKey: vapidPublicKey, token, alerts: alertsFrom(notificationVisibility) }).catch(
      (e: unknown) => console.warn('Push setup failed:', e instanceof Error ? e.message : e),
    );
  }, [loggedIn, token, vapidPublicKey, webPushNotifications, notificationVisibility]);
}

export default function NotificationsService() {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const unseen = useAppSelector(selectUnseenNotificationCount);
  const unreadChats = useAppSelector(selectUnreadChatCount);
  useEffect(() => {
    ensureNotificationsSlice(store);
    dispatch(startNotificationsFetcher());
    return () => stopNotificationsFetcher();
  }, [store, dispatch]);
  useTitleBadge(unseen + unreadChats);
  useDesktopAlerts(store);
  useWebPush();
  return null;
}
