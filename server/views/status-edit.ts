// Mastodon StatusEdit (as Pleroma serves it too): one version of a status's history, and the
// StatusSource the edit form starts from.
import { emojisIn, renderEmoji } from '../assets/emoji.js';
import { mediaOf, type EditRow } from '../db/edits.js';
import type { StatusRow } from '../db/statuses.js';
import type { UserRow } from '../db/users.js';
import { absolutize } from '../text/format.js';
import { renderAccount } from './account.js';
import { renderAttachment } from './attachment.js';
import { iso, type RenderCtx } from './context.js';

export function renderStatusEdit(rc: RenderCtx, row: Omit<EditRow, 'id'>, author: UserRow): Record<string, unknown> {
  const poll = row.poll ? (JSON.parse(row.poll) as { options: string[] }) : null;
  const media = mediaOf(row).flatMap((m) => {
    const a = rc.loaded.attachment(m.id);
    return a ? [renderAttachment(rc, { ...a, description: m.description })] : [];
  });
  return {
    content: absolutize(row.content, rc.base),
    spoiler_text: row.spoiler_text,
    sensitive: row.sensitive === 1,
    created_at: iso(row.created_at),
    account: renderAccount(rc, author),
    poll: poll ? { options: poll.options.map((title) => ({ title })) } : null,
    media_attachments: media,
    emojis: emojisIn(row.content, row.spoiler_text).map((e) => renderEmoji(rc.base, e)),
  };
}

/** Mastodon's StatusSource; Pleroma adds the content type the text is written in. */
export function renderStatusSource(rc: RenderCtx, s: StatusRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(s.id), text: s.source, spoiler_text: s.spoiler_text };
  if (rc.pleroma) out.content_type = s.content_type;
  return out;
}
