// POST /api/v1/statuses: every compose field, Pleroma `preview`, the
// Idempotency-Key header. Raw JSON out.
import { request } from './http';
import type { PostStatusParams } from '../entities/postStatusParams';
export type { PostStatusParams };

/** The JSON body of a post, leaving out what is empty (Mastodon rejects unknown content types). */
export function postBody(p: PostStatusParams): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status: p.status,
    source: 'Starling',
    visibility: p.visibility,
    sensitive: p.sensitive,
  };
  if (p.spoilerText) body.spoiler_text = p.spoilerText;
  if (p.contentType) body.content_type = p.contentType;
  if (p.mediaIds.length) body.media_ids = p.mediaIds;
  if (p.poll) body.poll = { options: p.poll.options, multiple: p.poll.multiple, expires_in: p.poll.expiresIn };
  if (p.inReplyToId) body.in_reply_to_id = p.inReplyToId;
  if (p.language) body.language = p.language;
  if (p.preview) body.preview = true;
  if (p.quote?.api === 'pleroma') body.quote_id = p.quote.id;
  else if (p.quote) {
    body.quoted_status_id = p.quote.id;
    // Mastodon 4.5 asks who may quote the new post: anyone for a public post, nobody for a private one.
    body.quote_approval_policy = p.visibility === 'public' || p.visibility === 'unlisted' ? 'public' : 'nobody';
  }
  if (p.scheduledAt) body.scheduled_at = p.scheduledAt;
  return body;
}

/** What the outbox keeps with a waiting post for its edit form, never sent: its media's descriptions. */
export interface KeptPostDisplay {
  media: { id: string; description: string }[];
}

export async function postStatus(
  params: PostStatusParams,
  token: string | null,
  idempotencyKey?: string,
  signal?: AbortSignal,
  display?: KeptPostDisplay,
): Promise<unknown> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return (await request('/api/v1/statuses', { method: 'POST', token, json: postBody(params), headers, signal, outboxDisplay: display })).data;
}
