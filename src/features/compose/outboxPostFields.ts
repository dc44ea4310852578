// A waiting post's request body (api/postStatus.ts postBody) as the edit form's fields, and back:
// what the form does not show (media, quote, content type, reply target) stays as it was (its
// media's descriptions: store/outbox/postMedia.ts).
import type { DraftPoll } from '../../store/draftsSlice';

export interface OutboxPostFields {
  text: string;
  subject: string;
  visibility: string;
  language: string;
  poll: DraftPoll | null;
  replyTo: string | null;
}

type Body = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function fieldsOf(json: unknown): OutboxPostFields {
  const b = (json ?? {}) as Body;
  const p = b.poll as { options?: unknown; multiple?: unknown; expires_in?: unknown } | undefined;
  const options = Array.isArray(p?.options) ? p.options.filter((o): o is string => typeof o === 'string') : null;
  return {
    text: str(b.status),
    subject: str(b.spoiler_text),
    visibility: str(b.visibility) || 'public',
    language: str(b.language),
    poll: options ? { options, multiple: p?.multiple === true, expiresIn: typeof p?.expires_in === 'number' ? p.expires_in : 0 } : null,
    replyTo: str(b.in_reply_to_id) || null,
  };
}

export function bodyWith(json: unknown, f: OutboxPostFields): Body {
  const b: Body = { ...((json ?? {}) as Body), status: f.text, visibility: f.visibility };
  delete b.spoiler_text;
  delete b.language;
  delete b.poll;
  if (f.subject) b.spoiler_text = f.subject;
  if (f.language) b.language = f.language;
  if (f.poll) b.poll = { options: f.poll.options, multiple: f.poll.multiple, expires_in: f.poll.expiresIn };
  return b;
}
