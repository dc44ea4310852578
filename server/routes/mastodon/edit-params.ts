// Reads PUT /api/v1/statuses/:id (Mastodon 3.5 / Pleroma 2.5): the same limits as a new post;
// media may be the status's own attachments or the author's unused uploads; media_attributes[]
// change the descriptions of the status's media.
import type { FastifyRequest } from 'fastify';
import { isPleroma } from '../../context.js';
import { attachmentById } from '../../db/attachments.js';
import type { StatusRow } from '../../db/statuses.js';
import { unprocessable } from '../../http/errors.js';
import { bool, list, str } from '../../http/params.js';
import { isContentType, type ContentType } from '../../text/post-content.js';
import { readPoll } from './post-params.js';

export interface EditDraft {
  text: string;
  spoilerText: string;
  sensitive: boolean;
  language: string | null;
  contentType: ContentType;
  mediaIds: number[];
  descriptions: Map<number, string>;
  poll: { options: string[]; multiple: boolean; expiresIn: number } | null;
}

const length = (s: string) => [...s].length;

function readMediaIds(req: FastifyRequest, status: StatusRow, raw: unknown, max: number): number[] {
  const ids = [...new Set(list(raw).map((s) => s.trim()).filter(Boolean))];
  if (ids.length > max) throw unprocessable(`Validation failed: Cannot attach more than ${max} files`);
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw unprocessable('Validation failed: Invalid media id');
  const numeric = ids.map(Number);
  const usable = numeric.every((id) => {
    const a = attachmentById(req.server.ctx.store, id);
    return a && a.user_id === status.user_id && (a.status_id === null || a.status_id === status.id);
  });
  if (!usable) throw unprocessable('Validation failed: Media attachments must be your own unused uploads');
  return numeric;
}

function readDescriptions(raw: unknown, mediaIds: number[], limit: number): Map<number, string> {
  const out = new Map<number, string>();
  const entries = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const id = Number(str(e.id)?.trim());
    const description = str(e.description);
    if (!mediaIds.includes(id) || description === undefined) continue;
    if (length(description) > limit) throw unprocessable('Validation failed: Description is too long');
    out.set(id, description);
  }
  return out;
}

export function readEditParams(req: FastifyRequest, status: StatusRow, body: Record<string, unknown>): EditDraft {
  const config = req.server.ctx.config();
  const text = str(body.status) ?? status.source;
  const spoilerText = str(body.spoiler_text) ?? '';
  const mediaIds = readMediaIds(req, status, body.media_ids, config.maxMediaAttachments);
  const poll = readPoll(body.poll, config.pollLimits);
  if (poll && mediaIds.length) throw unprocessable('Validation failed: Polls cannot be combined with media attachments');
  if (text.trim() === '' && mediaIds.length === 0 && !poll) throw unprocessable("Validation failed: Text can't be blank");
  if (config.limit > 0 && length(text) + length(spoilerText) > config.limit) {
    throw unprocessable('Validation failed: The status is over the character limit');
  }
  const language = str(body.language)?.trim();
  const requested = isPleroma(req.server) ? str(body.content_type)?.trim() : undefined;
  const contentType = requested && isContentType(requested) && config.postFormats.includes(requested)
    ? requested
    : isContentType(status.content_type) ? status.content_type : 'text/plain';
  return {
    text,
    spoilerText,
    sensitive: (bool(body.sensitive) ?? false) || spoilerText.trim() !== '',
    language: language && /^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8}){0,3}$/.test(language) ? language : status.language,
    contentType,
    mediaIds,
    descriptions: readDescriptions(body.media_attributes, mediaIds, config.descriptionLimit),
    poll,
  };
}
