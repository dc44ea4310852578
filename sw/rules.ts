// What the service worker keeps, as pure rules (unit tested in sw/rules.test.ts).

export const PICTURES_CACHE = 'starling-pictures';
/** Oldest out beyond this many pictures. */
export const PICTURES_KEPT = 400;
export const PICTURES_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The page's message that lets a waiting version take over (the person chose to reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Where the server's own files live (never pictures to keep). */
const NEVER = /^\/(?:api|oauth|nodeinfo|\.well-known|socket)\//;

interface RequestLike {
  method: string;
  destination: string;
  headers: { has(name: string): boolean };
}

/**
 * An avatar, emoji, header or media thumbnail: an image GET without credentials of its own.
 * A request with an Authorization header is a signed-in answer and is never kept.
 */
export function isPictureRequest(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || request.destination !== 'image') return false;
  if (request.headers.has('authorization')) return false;
  if (url.origin === origin && NEVER.test(url.pathname)) return false;
  return url.protocol === 'https:' || url.origin === origin;
}
