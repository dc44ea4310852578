// The quote parameters of POST /api/v1/statuses: Pleroma's `quote_id`; Mastodon 4.5's
// `quoted_status_id` and `quote_approval_policy`. A post that may not be quoted (not visible to
// the poster, a direct message, someone else's private post, or refused by its author's policy)
// is a 422, as Pleroma answers.
import type { FastifyRequest } from 'fastify';
import { canQuote, QUOTE_POLICIES, type QuotePolicy } from '../../db/quotes.js';
import { statusById, type StatusRow } from '../../db/statuses.js';
import { unprocessable } from '../../http/errors.js';
import { str } from '../../http/params.js';

export const CANNOT_QUOTE = "You can't quote this post";

export interface QuoteParams {
  quoted: StatusRow | null;
  quotePolicy: QuotePolicy | null;
  quoteNotification: 'mention' | 'quote';
}

export function readQuoteParams(req: FastifyRequest, body: Record<string, unknown>): QuoteParams {
  const { store, flavor } = req.server.ctx;
  const poster = req.auth!.user!;
  const pleroma = flavor === 'pleroma';
  const id = str(pleroma ? body.quote_id : body.quoted_status_id)?.trim();
  let quoted: StatusRow | null = null;
  if (id) {
    let status = /^\d{1,17}$/.test(id) ? statusById(store, Number(id)) : undefined;
    // A reblog stands for the post it reblogs.
    if (status?.reblog_of_id) status = statusById(store, status.reblog_of_id);
    if (!status || !canQuote(store, status, poster.id)) throw unprocessable(CANNOT_QUOTE);
    quoted = status;
  }
  let quotePolicy: QuotePolicy | null = null;
  const policy = pleroma ? undefined : str(body.quote_approval_policy)?.trim();
  if (policy) {
    if (!(QUOTE_POLICIES as string[]).includes(policy)) throw unprocessable('Validation failed: Quote approval policy is not included in the list');
    quotePolicy = policy as QuotePolicy;
  }
  return { quoted, quotePolicy, quoteNotification: pleroma ? 'mention' : 'quote' };
}
