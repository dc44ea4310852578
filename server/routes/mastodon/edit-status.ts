// Editing: GET /api/v1/statuses/:id/source, PUT /api/v1/statuses/:id and
// GET /api/v1/statuses/:id/history in Pleroma's shapes (Mastodon's, without content_type, in
// that flavour). Only the author edits: 403 for a post the caller sees but did not write, 404
// for one they cannot see. The edit goes out as `status.update` once it has committed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { applyEdit, historyOf, mediaOf } from '../../db/edits.js';
import { statusById, type StatusRow } from '../../db/statuses.js';
import { userById } from '../../db/users.js';
import { forbidden, notFound } from '../../http/errors.js';
import { renderPostContent } from '../../text/post-content.js';
import { renderCtx } from '../../views/context.js';
import { presentStatus } from '../../present/index.js';
import { renderStatusEdit, renderStatusSource } from '../../views/status-edit.js';
import { readEditParams } from './edit-params.js';
import { visibleStatus } from './statuses.js';

type ById = FastifyRequest<{ Params: { id: string } }>;

/** The caller's own status (not a repeat): 404 if they cannot see it, 403 if it is someone else's. */
function ownStatus(req: ById): StatusRow {
  const status = visibleStatus(req, req.params.id);
  if (status.reblog_of_id !== null) throw notFound();
  if (status.user_id !== req.auth!.user!.id) throw forbidden('Only the author can edit a post');
  return status;
}

export function registerEditStatus(app: FastifyInstance): void {
  const { store, events } = app.ctx;

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/source', { preHandler: requireUser(app, 'read:statuses') }, async (req) =>
    renderStatusSource(renderCtx(req), ownStatus(req)),
  );

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/history', { preHandler: requireUserIfPrivate(app) }, async (req) => {
    const status = visibleStatus(req, req.params.id);
    if (status.reblog_of_id !== null) throw notFound();
    const author = userById(store, status.user_id);
    if (!author) throw notFound();
    const rc = renderCtx(req);
    const history = historyOf(store, status);
    rc.loaded.loadAccounts([author]).loadAttachments(history.flatMap((row) => mediaOf(row).map((m) => m.id)));
    return history.map((row) => renderStatusEdit(rc, row, author));
  });

  app.put<{ Params: { id: string } }>('/api/v1/statuses/:id', { preHandler: requireUser(app, 'write:statuses') }, async (req) => {
    const status = ownStatus(req);
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const draft = readEditParams(req, status, body);
    const rc = renderCtx(req);
    const formatted = renderPostContent(store, draft.text, draft.contentType, rc.host);
    const now = Date.now();
    const notificationIds = store.tx(() =>
      applyEdit(store, status, {
        html: formatted.html,
        source: draft.text,
        contentType: draft.contentType,
        spoilerText: draft.spoilerText,
        sensitive: draft.sensitive,
        language: draft.language,
        mentions: formatted.mentions.map((u) => u.id),
        tags: formatted.tags,
        mediaIds: draft.mediaIds,
        descriptions: draft.descriptions,
        poll: draft.poll ? { options: draft.poll.options, multiple: draft.poll.multiple, expiresAt: now + draft.poll.expiresIn * 1000 } : null,
        editedAt: now,
      }),
    );
    // Committed: a failing listener must not turn that into an error for the author.
    try {
      events.emit('status:updated', String(status.id));
      for (const nid of notificationIds) events.emit('notification:created', String(nid));
    } catch (err) {
      req.log.error({ err }, 'publishing an edit failed');
    }
    return presentStatus(rc, statusById(store, status.id)!);
  });
}
