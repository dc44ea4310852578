// Mastodon's ScheduledStatus (as Pleroma renders it): the id, the time and the post's parameters,
// with its media rendered from the uploads it will claim.
import { unattachedOf } from '../db/attachments.js';
import type { ScheduledRow } from '../db/scheduled.js';
import { renderAttachment } from './attachment.js';
import { iso, type RenderCtx } from './context.js';

const orNull = (v: unknown) => (v === undefined ? null : v);

export function renderScheduled(rc: RenderCtx, row: ScheduledRow): Record<string, unknown> {
  const p = JSON.parse(row.params) as Record<string, unknown>;
  const mediaIds = Array.isArray(p.media_ids) ? (p.media_ids as unknown[]).map(String) : [];
  const media = unattachedOf(rc.store, row.user_id, mediaIds.map(Number));
  return {
    id: String(row.id),
    scheduled_at: iso(row.scheduled_at),
    params: {
      text: orNull(p.status),
      spoiler_text: orNull(p.spoiler_text),
      visibility: orNull(p.visibility),
      sensitive: orNull(p.sensitive),
      language: orNull(p.language),
      poll: orNull(p.poll),
      in_reply_to_id: orNull(p.in_reply_to_id),
      media_ids: mediaIds.length ? mediaIds : null,
      scheduled_at: null,
      application_id: row.app_id,
      idempotency: null,
      ...(rc.pleroma ? { content_type: orNull(p.content_type), expires_in: orNull(p.expires_in) } : {}),
    },
    media_attachments: media.map((a) => renderAttachment(rc, a)),
  };
}
