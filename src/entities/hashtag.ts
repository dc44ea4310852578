import type { Hashtag } from './types';
import { arr, isObj, num, obj, str, url } from './coerce';

/** Mastodon Tag (search results, trends); history counts arrive as strings. */
export function normalizeHashtag(raw: unknown): Hashtag | null {
  const t = obj(raw);
  const name = str(t.name);
  if (!name) return null;
  return {
    name,
    url: url(t.url),
    history: arr(t.history)
      .filter(isObj)
      .map((h) => ({ day: String(h.day ?? ''), uses: num(h.uses), accounts: num(h.accounts) })),
    ...(typeof t.following === 'boolean' ? { following: t.following } : {}),
  };
}
