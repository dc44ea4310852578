// The installable app: the web app manifest and the service worker (sw/sw.ts, built by
// vite-plugin-pwa's injectManifest into /sw.js with the build's file list). The manifest is a
// static file, as the client is static files on any server; the embedded instance fills in its
// own name (server/routes/manifest.ts), and on other servers the page title carries the name.
import { VitePWA } from 'vite-plugin-pwa';
import { SHARE_TARGET } from '../src/lib/shareTarget.ts';

/** The default theme's (pleroma-dark) background and the icon's: the splash screen and title bar. */
const BACKGROUND = '#0f161e';
const THEME = '#1d2a38';


export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // src/features/app-update registers it after the first paint; push registers the same path.
    injectRegister: false,
    injectManifest: {
      // Not the Flash player (_starling/ruffle-*/, megabytes only a Flash post needs): fetched then.
      globPatterns: ['index.html', 'theme-boot.js', 'last-seen-early.js', 'warm-chunks.json', 'favicon.svg', 'icons/*.png', '_starling/*.{js,css,woff2,svg,png}'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Every file gets a revision from its content, hashed name or not: Vite writes a chunk's
      // preload list after its name is hashed, so one name can hold two contents across builds.
      dontCacheBustURLsMatching: /^$/,
    },
    manifest: {
      name: 'Starling',
      short_name: 'Starling',
      description: 'A fediverse client for Pleroma, Akkoma, Mastodon and GoToSocial',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND,
      theme_color: THEME,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      share_target: SHARE_TARGET,
    },
    includeManifestIcons: false,
  });
}
