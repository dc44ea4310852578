/// <reference lib="webworker" />
// Starling's service worker, built by vite-plugin-pwa's injectManifest: the build is
// precached so the app opens with no network; pictures (avatars, emoji, thumbnails) are kept in a
// bounded cache; nothing of the API is cached, so no signed-in answer lands in a shared cache.
// A new version waits until the person reloads from the app's notice or every tab is closed:
// no skipWaiting of its own. It also shows web push notifications.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isPictureRequest, PICTURES_CACHE, PICTURES_KEPT, PICTURES_MAX_AGE_S, SKIP_WAITING } from './rules';
import { pushOptions } from './push';
import { hasKeptPage } from './keptPage';
import { receiveShare } from './share';
import { SHARE_PATH } from '../src/lib/shareTarget';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: a signed-in person whose last page is kept gets the precached page at once (their first
// screen needs nothing the server's page carries). Anyone else gets the server's own page first
// (a Pleroma page carries its preload), the precached one when the network is down or too slow.
const pages = new NetworkOnly({ networkTimeoutSeconds: 3 });
const precachedPage = async () => (await matchPrecache('/index.html')) ?? null;
registerRoute(
  new NavigationRoute(async (options) => {
    const shell = (await hasKeptPage()) ? await precachedPage() : null;
    if (shell) return shell;
    try {
      return await pages.handle(options);
    } catch {
      return (await precachedPage()) ?? Response.error();
    }
  }),
);

registerRoute(
  ({ request, url }) => isPictureRequest(request, url, self.location.origin),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [
      // Only whole answers: an opaque one costs megabytes of quota each in Chromium.
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: PICTURES_KEPT, maxAgeSeconds: PICTURES_MAX_AGE_S, purgeOnQuotaError: true }),
    ],
  }),
);

// Another app shares text or images (the manifest's share_target, a multipart POST).
const newShareId = () => (self.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && url.pathname === SHARE_PATH && request.method === 'POST',
  ({ request }) => receiveShare(request, caches, self.location.origin, newShareId),
  'POST',
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// Navigation preload: the page request starts while the worker wakes up.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()])),
);

self.addEventListener('push', (event) => {
  const { title, options } = pushOptions(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const open = list.find((c) => 'focus' in c);
      return open ? open.focus() : self.clients.openWindow('/');
    }),
  );
});
