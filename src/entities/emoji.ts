// Custom emoji lists as attached to accounts, statuses, polls and chat messages.
import type { Emoji } from './types';
import { arr, isObj, str, url } from './coerce';

export function normalizeEmojis(raw: unknown): Emoji[] {
  const out: Emoji[] = [];
  for (const e of arr(raw)) {
    if (!isObj(e)) continue;
    const shortcode = str(e.shortcode);
    const u = url(e.url) || url(e.static_url);
    if (!shortcode || !u) continue;
    out.push({ shortcode, url: u, static_url: url(e.static_url) || u });
  }
  return out;
}
