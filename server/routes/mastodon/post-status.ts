// POST /api/v1/statuses: posting, replying, polls, media, Pleroma's content types and `preview`,
// and the Idempotency-Key header. One transaction per post; the streaming events go out after it
// commits. A preview runs the very same insert and renders it, then rolls the transaction back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scheduleStatus, wantsSchedule } from './scheduled-statuses.js';
import { requireUser } from '../../auth.js';
import { isPleroma } from '../../context.js';
import { idempotentStatus, insertPost, rememberIdempotencyKey, type NewPost } from '../../db/post.js';
import { statusById } from '../../db/statuses.js';
import type { Store } from '../../db/store.js';
import { bool } from '../../http/params.js';
import { renderPostContent } from '../../text/post-content.js';
import { renderCtx, type RenderCtx } from '../../views/context.js';
import { presentStatus } from '../../present/index.js';
import { readPostParams, type PostDraft } from './post-params.js';
import { policePost } from '../../tag-policy.js';
import { readQuoteParams } from './post-quote.js';

/** Thrown to leave a preview's transaction, carrying what was rendered inside it. */
class Rollback {
  constructor(readonly rendered: Record<string, unknown> | null) {}
}

function idempotencyKey(req: FastifyRequest): string | null {
  const header = req.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  return key ? key : null;
}

export function newPost(req: FastifyRequest, rc: RenderCtx, draft: PostDraft, now: number): NewPost {
  const poster = req.auth!.user!;
  const formatted = renderPostContent(rc.store, draft.text, draft.contentType, rc.host);
  const addressees = draft.explicitTo ?? [...formatted.mentions.map((u) => u.id), ...draft.implicitTo];
  return {
    authorId: poster.id,
    appId: req.auth!.app.id,
    html: formatted.html,
    source: draft.text,
    contentType: draft.contentType,
    spoilerText: draft.spoilerText,
    visibility: draft.visibility,
    sensitive: draft.sensitive,
    language: draft.language,
    parent: draft.parent,
    conversationId: draft.conversationId,
    addressees,
    tags: formatted.tags,
    mediaIds: draft.mediaIds,
    poll: draft.poll ? { options: draft.poll.options, multiple: draft.poll.multiple, expiresAt: now + draft.poll.expiresIn * 1000 } : null,
    expiresAt: draft.expiresIn === null ? null : now + draft.expiresIn * 1000,
    createdAt: now,
  };
}

function preview(store: Store, rc: RenderCtx, post: NewPost): Record<string, unknown> | null {
  try {
    store.tx(() => {
      const { id } = insertPost(store, post);
      throw new Rollback(presentStatus(rc, statusById(store, id)!));
    });
  } catch (err) {
    if (err instanceof Rollback) return err.rendered;
    throw err;
  }
  return null;
}

/**
 * Writes a post in one transaction (with `inTx`'s writes) and publishes its events once it has
 * committed: the one path of every new post, a scheduled one's too.
 */
export function publishPost(app: FastifyInstance, post: NewPost, inTx?: (statusId: number) => void): number {
  const { store, events } = app.ctx;
  const inserted = store.tx(() => {
    const result = insertPost(store, post);
    inTx?.(result.id);
    return result;
  });
  // The post is committed: a failing listener must not turn that into an error for the poster.
  try {
    events.emit('status:created', String(inserted.id));
    for (const nid of inserted.notificationIds) events.emit('notification:created', String(nid));
  } catch (err) {
    app.log.error({ err }, 'publishing a new status failed');
  }
  return inserted.id;
}

export function registerPostStatus(app: FastifyInstance): void {
  const { store } = app.ctx;

  app.post('/api/v1/statuses', { preHandler: requireUser(app, 'write:statuses') }, async (req) => {
    const poster = req.auth!.user!;
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const isPreview = isPleroma(app) && bool(body.preview) === true;
    if (!isPreview && wantsSchedule(body)) return scheduleStatus(req, body);
    const key = isPreview ? null : idempotencyKey(req);
    const now = Date.now();
    // A retried request gets the first answer, even if its media is attached by now.
    const earlier = key ? idempotentStatus(store, poster.id, key, now) : undefined;
    if (earlier) return presentStatus(renderCtx(req), earlier);

    // MRF TagPolicy: an admin's tags on the poster (sandbox, force-unlisted, media rules).
    const draft = policePost(poster, readPostParams(req, body));
    const rc = renderCtx(req);
    const post = { ...newPost(req, rc, draft, now), ...readQuoteParams(req, body) };
    if (isPreview) return preview(store, rc, post);

    const id = publishPost(app, post, (statusId) => {
      if (key) rememberIdempotencyKey(store, poster.id, key, statusId, now);
    });
    return presentStatus(rc, statusById(store, id)!);
  });
}
