// Mastodon MediaAttachment (+ pleroma.mime_type).
import { thumbnailSize } from '../media/thumbnail.js';
import type { AttachmentRow } from '../db/attachments.js';
import { mediaUrl, type RenderCtx } from './context.js';

function sizeMeta(width: number, height: number) {
  return { width, height, size: `${width}x${height}`, aspect: width / height };
}

export function renderAttachment(rc: RenderCtx, a: AttachmentRow): Record<string, unknown> {
  const url = mediaUrl(rc, a.file);
  const meta: Record<string, unknown> = {};
  if (a.width && a.height) {
    meta.original = sizeMeta(a.width, a.height);
    // An upload's preview is its thumbnail, whose size follows from the original's; a seeded
    // image previews with itself.
    const small = a.preview_file ? thumbnailSize(a.width, a.height) : { width: a.width, height: a.height };
    meta.small = sizeMeta(small.width, small.height);
  }
  if (a.duration) meta.duration = a.duration;
  const out: Record<string, unknown> = {
    id: String(a.id),
    type: a.type,
    url,
    preview_url: a.preview_file ? mediaUrl(rc, a.preview_file) : url,
    remote_url: a.remote_url,
    preview_remote_url: null,
    text_url: url,
    description: a.description || null,
    meta,
    blurhash: a.blurhash,
  };
  if (rc.pleroma) out.pleroma = { mime_type: a.mime };
  return out;
}
