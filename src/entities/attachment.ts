// Mastodon MediaAttachment (+ Pleroma `pleroma.mime_type`) → Attachment.
import type { Attachment, AttachmentType } from './types';
import { id, isObj, num, obj, str, strOrNull, url, urlOrNull } from './coerce';
import { sanitizeHtml } from './html';

/** By mime type first (Pleroma knows it), else by Mastodon's `type`; gifv plays as video. */
export function classifyAttachment(mimetype: string, type?: string): AttachmentType {
  const mime = typeof mimetype === 'string' ? mimetype.toLowerCase().trim() : '';
  if (mime === 'application/x-shockwave-flash') return 'flash';
  if (mime === 'text/html') return 'html';
  const major = mime.split('/')[0];
  if (major === 'image' || major === 'video' || major === 'audio') return major;
  switch (typeof type === 'string' ? type.toLowerCase() : '') {
    case 'image':
      return 'image';
    case 'video':
    case 'gifv':
      return 'video';
    case 'audio':
      return 'audio';
    default:
      return 'unknown';
  }
}

/** A URL whose path names a .swf file (query and fragment ignored). */
export function isSwfUrl(u: string): boolean {
  return /\.swf$/i.test(u.split(/[?#]/)[0]);
}

const GENERIC_MIME: Record<AttachmentType, string> = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
  flash: 'application/x-shockwave-flash',
  html: 'text/html',
  unknown: '',
};

function metaOf(raw: unknown): Attachment['meta'] {
  const m = obj(raw);
  // Mastodon puts dimensions in meta.original; some servers put them at the top of meta.
  const o = isObj(m.original) ? m.original : m;
  const meta: NonNullable<Attachment['meta']> = {};
  const width = num(o.width, NaN);
  const height = num(o.height, NaN);
  const aspect = num(o.aspect, NaN);
  const duration = num(o.duration, num(m.duration, NaN));
  if (width > 0) meta.width = width;
  if (height > 0) meta.height = height;
  if (aspect > 0) meta.aspect = aspect;
  else if (width > 0 && height > 0) meta.aspect = width / height;
  if (duration >= 0) meta.duration = duration;
  return Object.keys(meta).length ? meta : null;
}

export function normalizeAttachment(input: unknown): Attachment {
  const raw = obj(input);
  const pleroma = obj(raw.pleroma);
  const mime = str(pleroma.mime_type) || str(raw.mime_type) || str(raw.mimetype);
  const fullUrl = url(raw.url) || url(raw.remote_url);
  const byMime = classifyAttachment(mime, str(raw.type));
  // Mastodon has no flash type (it says 'unknown'): the .swf file name still tells.
  const type = byMime === 'unknown' && isSwfUrl(fullUrl) ? 'flash' : byMime;
  const oembed = obj(raw.oembed);
  return {
    id: id(raw.id),
    type,
    mimetype: mime || GENERIC_MIME[type],
    url: fullUrl,
    large_thumb_url: url(raw.preview_url) || fullUrl,
    thumb_url: urlOrNull(raw.preview_url),
    description: str(raw.description),
    meta: metaOf(raw.meta),
    oembed:
      typeof oembed.html === 'string'
        ? { title: str(oembed.title), oembedHTML: sanitizeHtml(oembed.html) }
        : null,
    blurhash: strOrNull(raw.blurhash),
  };
}
