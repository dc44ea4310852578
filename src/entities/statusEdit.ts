// Editing: StatusSource (what the edit form starts from) and StatusEdit (one version
// of a history, Mastodon's and Pleroma's shape) → entities. HTML is sanitized here, once.
import type { Attachment, SafeHtml } from './types';
import { arr, isObj, obj, str, strOrNull } from './coerce';
import { normalizeAttachment } from './attachment';
import { normalizeEmojis } from './emoji';
import { emojifyText, htmlToText, sanitizeHtml } from './html';

export interface StatusSource {
  text: string;
  spoilerText: string;
  /** Pleroma's content type of the text; null where the server does not say. */
  contentType: string | null;
}

export interface StatusVersion {
  content: SafeHtml;
  /** The content as plain text, for the word diff between versions. */
  text: string;
  spoilerText: string;
  spoilerHtml: SafeHtml;
  sensitive: boolean;
  createdAt: string;
  attachments: Attachment[];
  /** Option titles; null without a poll. */
  poll: string[] | null;
}

export function normalizeStatusSource(input: unknown): StatusSource {
  const raw = obj(input);
  return { text: str(raw.text), spoilerText: str(raw.spoiler_text), contentType: strOrNull(raw.content_type) };
}

export function normalizeStatusVersion(input: unknown): StatusVersion {
  const raw = obj(input);
  const emojis = normalizeEmojis(raw.emojis);
  const content = sanitizeHtml(str(raw.content), emojis);
  const poll = isObj(raw.poll) ? arr(raw.poll.options).filter(isObj).map((o) => str(o.title)) : null;
  return {
    content,
    text: htmlToText(content),
    spoilerText: str(raw.spoiler_text),
    spoilerHtml: emojifyText(str(raw.spoiler_text), emojis),
    sensitive: raw.sensitive === true,
    createdAt: str(raw.created_at),
    attachments: arr(raw.media_attachments).filter(isObj).map(normalizeAttachment).filter((a) => a.id),
    poll,
  };
}

/**
 * Oldest first. Mastodon and Pleroma send that order, GoToSocial 0.19 the newest first, so the
 * versions are put in order by their time (a stable sort keeps the server's order for equal
 * or unknown times). Anything that is not a list is no history.
 */
export function normalizeStatusHistory(input: unknown): StatusVersion[] {
  const versions = arr(input).filter(isObj).map(normalizeStatusVersion);
  const time = (v: StatusVersion) => Date.parse(v.createdAt);
  if (versions.some((v) => Number.isNaN(time(v)))) return versions;
  return versions.sort((a, b) => time(a) - time(b));
}
