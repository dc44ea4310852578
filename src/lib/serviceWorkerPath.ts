/** The one service worker (sw/sw.ts, built to the site root): the app and web push register this path. */
export const SW_PATH = '/sw.js';
