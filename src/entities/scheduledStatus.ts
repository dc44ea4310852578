// A scheduled post (Mastodon's ScheduledStatus, as Pleroma and Mastodon render it): its time and
// the parameters it will be posted with. The text is the source the person typed, never HTML.
import { normalizeAttachment } from './attachment';
import { arr, bool, id, isObj, num, obj, str, strings, strOrNull } from './coerce';
import type { Attachment, Visibility } from './types';

export interface ScheduledStatus {
  id: string;
  /** ISO 8601; '' when the server sent none. */
  scheduledAt: string;
  text: string;
  subject: string;
  visibility: Visibility | null;
  sensitive: boolean;
  language: string | null;
  inReplyToId: string | null;
  poll: { options: string[]; multiple: boolean; expiresIn: number } | null;
  media: Attachment[];
}

const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];

function pollOf(raw: unknown): ScheduledStatus['poll'] {
  if (!isObj(raw)) return null;
  const options = strings(raw.options);
  if (options.length === 0) return null;
  return { options, multiple: bool(raw.multiple) || raw.multiple === 'true', expiresIn: num(raw.expires_in, 86_400) };
}

/** Never throws; null when the answer is not a scheduled post at all (no id). */
export function normalizeScheduledStatus(raw: unknown): ScheduledStatus | null {
  const o = obj(raw);
  const sid = id(o.id);
  if (!sid) return null;
  const p = obj(o.params);
  const visibility = str(p.visibility);
  const at = Date.parse(str(o.scheduled_at));
  return {
    id: sid,
    scheduledAt: Number.isFinite(at) ? new Date(at).toISOString() : '',
    text: str(p.text),
    subject: str(p.spoiler_text),
    visibility: (VISIBILITIES as string[]).includes(visibility) ? (visibility as Visibility) : null,
    sensitive: bool(p.sensitive) || p.sensitive === 'true',
    language: strOrNull(p.language),
    inReplyToId: id(p.in_reply_to_id) || null,
    poll: pollOf(p.poll),
    media: arr(o.media_attachments).map(normalizeAttachment).filter((a) => a.id !== ''),
  };
}

/** A list answer: what is not a scheduled post is left out. */
export const normalizeScheduledStatuses = (raw: unknown): ScheduledStatus[] =>
  arr(raw).map(normalizeScheduledStatus).filter((s): s is ScheduledStatus => s !== null);
