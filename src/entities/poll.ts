import type { Poll } from './types';
import { arr, bool, id, isObj, num, numOrNull, obj, str, strOrNull } from './coerce';
import { emojifyText } from './html';
import { normalizeEmojis } from './emoji';

/** null for anything that is not a poll object with an options list. */
export function normalizePoll(input: unknown): Poll | null {
  if (!isObj(input) || !Array.isArray(input.options)) return null;
  const raw = obj(input);
  const emojis = normalizeEmojis(raw.emojis);
  const expiresAt = strOrNull(raw.expires_at);
  const expiry = expiresAt ? Date.parse(expiresAt) : NaN;
  const choices = arr(raw.own_votes)
    .map((c) => num(c, -1))
    .filter((c) => Number.isInteger(c) && c >= 0);
  return {
    id: id(raw.id),
    options: arr(raw.options).filter(isObj).map((o) => {
      const title = str(o.title);
      // votes_count is null while results are hidden (Mastodon hide_totals).
      return { title, title_html: emojifyText(title, emojis), votes_count: num(o.votes_count) };
    }),
    multiple: bool(raw.multiple),
    votes_count: num(raw.votes_count),
    voters_count: numOrNull(raw.voters_count),
    voted: bool(raw.voted) || choices.length > 0,
    // Expired is computed from the expiry time too, the flag may be stale in caches.
    expired: bool(raw.expired) || (Number.isFinite(expiry) && expiry <= Date.now()),
    expires_at: expiresAt,
    choices,
    emojis,
  };
}
