// A status's quote in the flavour's shapes. Pleroma: `pleroma.quote` (the quoted status, or null
// when the reader may not see it or it is gone), `pleroma.quote_id`, `pleroma.quote_url`,
// `pleroma.quote_visible`, `pleroma.quotes_count`, and the top-level `quote` Akkoma and Pleroma
// send. Mastodon 4.5: `quote` is a Quote `{ state, quoted_status }` (a ShallowQuote with
// `quoted_status_id` inside a quoted post), `quotes_count`, `quote_approval`. One level is
// rendered: a quoted post's own quote stays a reference.
import type { StatusRow } from '../db/statuses.js';
import type { RenderCtx } from './context.js';

type Render = (s: StatusRow) => Record<string, unknown> | null;

export interface QuoteFields {
  /** Top-level fields of the status. */
  top: Record<string, unknown>;
  /** Fields of the `pleroma` object (Pleroma flavour). */
  pleroma: Record<string, unknown>;
}

export function quoteFields(rc: RenderCtx, s: StatusRow, nested: boolean, render: Render): QuoteFields {
  const facts = rc.loaded.factsOf(s.id);
  const q = facts.quotedId === null ? null : { id: facts.quotedId, status: rc.loaded.status(facts.quotedId) };
  const count = facts.quotes;
  const visible = !!q?.status && rc.loaded.canSee(q.status.id);
  const rendered = q?.status && visible && !nested ? render(q.status) : null;
  if (rc.pleroma) {
    const url = q ? (q.status?.url ?? `${rc.base}/notice/${q.id}`) : null;
    return {
      top: { quote: rendered },
      pleroma: {
        quote: rendered,
        quote_id: q ? String(q.id) : null,
        quote_url: url,
        // A deleted post is not hidden from the reader: it is gone (the client says so).
        quote_visible: q ? visible || !q.status : false,
        quotes_count: count,
      },
    };
  }
  let quote: Record<string, unknown> | null = null;
  if (q) {
    const state = !q.status ? 'deleted' : visible ? 'accepted' : 'unauthorized';
    quote = nested ? { state, quoted_status_id: state === 'accepted' ? String(q.id) : null } : { state, quoted_status: rendered };
  }
  const policy = facts.quotePolicy;
  const automatic = policy === 'nobody' ? [] : [policy];
  const viewerId = rc.viewer?.id ?? null;
  return {
    top: {
      quote,
      quotes_count: count,
      quote_approval: { automatic, manual: [], current_user: viewerId === null ? 'unknown' : canQuote(rc, s, viewerId) ? 'automatic' : 'denied' },
    },
    pleroma: {},
  };
}

/** db/quotes.ts's canQuote over the loaded rows: may `userId` quote `s`? */
function canQuote(rc: RenderCtx, s: StatusRow, userId: number): boolean {
  if (s.reblog_of_id !== null || !rc.loaded.canSee(s.id) || s.visibility === 'direct') return false;
  if (s.user_id === userId) return true;
  const policy = rc.loaded.factsOf(s.id).quotePolicy;
  if (policy === 'public') return true;
  if (policy === 'nobody') return false;
  return rc.loaded.follows(s.user_id);
}
