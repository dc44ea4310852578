// A quoted post, read from the three shapes servers send (one Quote after this):
// - Pleroma: `pleroma.quote` (the status, or null), `pleroma.quote_id`, `pleroma.quote_url`,
//   `pleroma.quote_visible` (false when the reader may not see it);
// - Akkoma: a top-level `quote` holding the whole status (and `quote_id`);
// - Mastodon 4.5: a top-level `quote` holding a Quote object `{ state, quoted_status }`, or a
//   shallow one `{ state, quoted_status_id }` inside a quoted post.
import { idOrNull, isObj, obj, urlOrNull, type Obj } from './coerce';
import type { Quote, QuoteState } from './types';

const MASTODON_STATES: ReadonlySet<string> = new Set(['accepted', 'pending', 'rejected', 'revoked', 'deleted', 'unauthorized']);

/** The quote of `raw` and, when the server sent it, the quoted status itself (still raw). */
export function readQuote(raw: Obj): { quote: Quote | null; quoted: Obj | null } {
  const pleroma = obj(raw.pleroma);
  const top = raw.quote;
  // Mastodon: a Quote object says its state; a status never has one.
  if (isObj(top) && typeof top.state === 'string') {
    const state = MASTODON_STATES.has(top.state) ? (top.state as QuoteState) : 'unavailable';
    const quoted = isObj(top.quoted_status) && idOrNull(top.quoted_status.id) !== null ? top.quoted_status : null;
    const statusId = quoted ? idOrNull(quoted.id) : idOrNull(top.quoted_status_id);
    // Accepted but not sent (too deep, or gone meanwhile): the reader learns it cannot be shown.
    const shown = state === 'accepted' && !quoted ? 'unavailable' : state;
    return { quote: { state: shown, statusId, url: quoted ? urlOrNull(quoted.url) : null }, quoted: state === 'accepted' ? quoted : null };
  }
  const whole = isObj(top) && idOrNull(top.id) !== null ? top : isObj(pleroma.quote) && idOrNull(pleroma.quote.id) !== null ? pleroma.quote : null;
  if (whole) return { quote: { state: 'accepted', statusId: idOrNull(whole.id), url: urlOrNull(whole.url) ?? urlOrNull(pleroma.quote_url) }, quoted: whole };
  const quoteId = idOrNull(pleroma.quote_id ?? raw.quote_id);
  const quoteUrl = urlOrNull(pleroma.quote_url);
  if (quoteId === null && quoteUrl === null) return { quote: null, quoted: null };
  // Named but not sent: Pleroma says whether the reader may see it; otherwise it is gone.
  const state: QuoteState = pleroma.quote_visible === false ? 'unauthorized' : quoteId !== null ? 'deleted' : 'unavailable';
  return { quote: { state, statusId: quoteId, url: quoteUrl }, quoted: null };
}

/** A quote the reader can read: accepted, with its status. */
export const isQuoteShown = (q: Quote | null): q is Quote & { statusId: string } => q?.state === 'accepted' && q.statusId !== null;

/** Mastodon 4.5 says whether the reader may quote a post (`quote_approval.current_user`); others do not. */
export const readQuotable = (raw: Obj): boolean => obj(raw.quote_approval).current_user !== 'denied';

/** A post anyone may be offered to quote: public or unlisted, and not refused by the server. */
export const canOfferQuote = (s: { visibility: string; quotable?: boolean }): boolean =>
  (s.visibility === 'public' || s.visibility === 'unlisted') && s.quotable !== false;
