// Status actions: favourite, reblog, bookmark, pin, thread mute (each with its undo) and delete.
// Every action answers with the status as the caller now sees it; repeating an action is a no-op.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { createNotification, withdrawNotification } from '../../db/notifications.js';
import {
  addBookmark, addFavourite, audienceOf, deleteStatus, insertReblog, muteThread, pinnedCount, reblogsOf, removeBookmark, removeFavourite,
  setPinnedAt, unmuteThread, ownReblog,
} from '../../db/statusActions.js';
import { canSee, statusById, type StatusRow } from '../../db/statuses.js';
import type { Store } from '../../db/store.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import { param, str } from '../../http/params.js';
import { bookmarkInto, ownFolder } from '../../db/bookmarkFolders.js';
import { renderCtx } from '../../views/context.js';
import { presentStatus } from '../../present/index.js';
import { publishNotification } from '../../services/notifications.js';
import { visibleStatus } from './statuses.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Same value /api/v1/instance advertises as `max_pinned_statuses`. */
const MAX_PINNED = 5;
const REBLOG_VISIBILITIES = ['public', 'unlisted', 'private'];

/** The status an action applies to: for a reblog id, the reblogged status (as in Mastodon). */
export function actionTarget(req: IdRequest): StatusRow {
  const status = visibleStatus(req, req.params.id);
  if (status.reblog_of_id === null) return status;
  const inner = statusById(req.server.ctx.store, status.reblog_of_id);
  if (!inner || !canSee(req.server.ctx.store, inner, req.auth?.user?.id ?? null)) throw notFound();
  return inner;
}

export function renderFor(req: FastifyRequest, status: StatusRow): Record<string, unknown> {
  const rendered = presentStatus(renderCtx(req), status);
  if (!rendered) throw notFound();
  return rendered;
}

/** Kept for the `delete` event: who may have had the status on a home or direct stream. */
function deletionInfo(store: Store, s: StatusRow) {
  return { statusId: String(s.id), authorId: String(s.user_id), visibility: s.visibility, audienceUserIds: audienceOf(store, s).map(String) };
}

export function registerStatusActions(app: FastifyInstance): void {
  const store = app.ctx.store;
  const as = (scope: string) => ({ preHandler: requireUser(app, scope) });
  const post = (action: string, scope: string, handler: (req: IdRequest) => Promise<Record<string, unknown>>) =>
    app.post<{ Params: { id: string } }>(`/api/v1/statuses/:id/${action}`, as(scope), handler);

  post('favourite', 'write:favourites', async (req) => {
    const viewer = req.auth!.user!;
    const s = actionTarget(req);
    const notification = store.tx(() => {
      return addFavourite(store, viewer.id, s.id) ? createNotification(store, { userId: s.user_id, type: 'favourite', fromId: viewer.id, statusId: s.id }) : null;
    });
    publishNotification(app, notification);
    return renderFor(req, s);
  });

  post('unfavourite', 'write:favourites', async (req) => {
    const viewer = req.auth!.user!;
    const s = actionTarget(req);
    store.tx(() => {
      if (removeFavourite(store, viewer.id, s.id)) withdrawNotification(store, 'favourite', viewer.id, s.id);
    });
    return renderFor(req, s);
  });

  post('reblog', 'write:statuses', async (req) => {
    const viewer = req.auth!.user!;
    const s = actionTarget(req);
    // Followers-only and direct posts cannot be repeated, not even by their author.
    if (s.visibility === 'private' || s.visibility === 'direct') throw forbidden('This action is not allowed');
    const asked = str((req.body as Record<string, unknown> | undefined)?.visibility);
    const visibility = asked && REBLOG_VISIBILITIES.includes(asked) ? asked : s.visibility;
    const result = store.tx(() => {
      const existing = ownReblog(store, viewer.id, s.id);
      if (existing) return { reblog: existing, created: false, notification: null };
      const id = store.nextStatusId();
      insertReblog(store, { id, userId: viewer.id, visibility, of: s, appId: req.auth!.app.id, now: Date.now() });
      const notification = createNotification(store, { userId: s.user_id, type: 'reblog', fromId: viewer.id, statusId: s.id });
      return { reblog: statusById(store, id)!, created: true, notification };
    });
    if (result.created) app.ctx.events.emit('status:created', String(result.reblog.id));
    publishNotification(app, result.notification);
    return renderFor(req, result.reblog);
  });

  post('unreblog', 'write:statuses', async (req) => {
    const viewer = req.auth!.user!;
    const s = actionTarget(req);
    const deleted = store.tx(() => {
      const reblog = ownReblog(store, viewer.id, s.id);
      if (!reblog) return null;
      const info = deletionInfo(store, reblog);
      deleteStatus(store, reblog.id);
      withdrawNotification(store, 'reblog', viewer.id, s.id);
      return info;
    });
    if (deleted) app.ctx.events.emit('status:deleted', deleted);
    return renderFor(req, s);
  });

  // Pleroma 2.8: `folder_id` files the bookmark (or moves it) into one of the user's folders.
  post('bookmark', 'write:bookmarks', async (req) => {
    const s = actionTarget(req);
    const userId = req.auth!.user!.id;
    const folderId = app.ctx.flavor === 'pleroma' ? str(param(req, 'folder_id')) : undefined;
    if (folderId) {
      const folder = ownFolder(store, userId, folderId);
      if (!folder) throw notFound();
      bookmarkInto(store, userId, s.id, folder.id);
    } else {
      addBookmark(store, userId, s.id);
    }
    return renderFor(req, s);
  });

  post('unbookmark', 'write:bookmarks', async (req) => {
    const s = actionTarget(req);
    removeBookmark(store, req.auth!.user!.id, s.id);
    return renderFor(req, s);
  });

  post('pin', 'write:accounts', async (req) => {
    const viewer = req.auth!.user!;
    const s = visibleStatus(req, req.params.id);
    if (s.user_id !== viewer.id || s.reblog_of_id !== null) throw unprocessable('You can only pin your own posts');
    if (s.visibility !== 'public' && s.visibility !== 'unlisted') throw unprocessable('Only public or unlisted posts can be pinned');
    store.tx(() => {
      if (s.pinned_at !== null) return;
      if (pinnedCount(store, viewer.id) >= MAX_PINNED) throw unprocessable(`You have already pinned the maximum number of posts (${MAX_PINNED})`);
      setPinnedAt(store, s.id, Date.now());
    });
    return renderFor(req, statusById(store, s.id)!);
  });

  post('unpin', 'write:accounts', async (req) => {
    const s = visibleStatus(req, req.params.id);
    if (s.user_id !== req.auth!.user!.id) throw unprocessable('You can only unpin your own posts');
    setPinnedAt(store, s.id, null);
    return renderFor(req, statusById(store, s.id)!);
  });

  post('mute', 'write:mutes', async (req) => {
    const s = actionTarget(req);
    muteThread(store, req.auth!.user!.id, s.conversation_id);
    return renderFor(req, s);
  });

  post('unmute', 'write:mutes', async (req) => {
    const s = actionTarget(req);
    unmuteThread(store, req.auth!.user!.id, s.conversation_id);
    return renderFor(req, s);
  });

  // Answers with the deleted status plus its source `text`, for delete-and-redraft.
  app.delete<{ Params: { id: string } }>('/api/v1/statuses/:id', as('write:statuses'), async (req) => {
    const viewer = req.auth!.user!;
    const staff = viewer.is_admin === 1 || viewer.is_moderator === 1;
    const found = /^\d{1,17}$/.test(req.params.id) ? statusById(store, Number(req.params.id)) : undefined;
    // Staff may remove what they cannot see; everyone else gets the usual 404 for hidden posts.
    const s = staff && found ? found : visibleStatus(req, req.params.id);
    if (s.user_id !== viewer.id && !staff) throw forbidden('This action is not allowed');
    const rendered = { ...renderFor(req, s), text: s.source };
    const deleted = store.tx(() => {
      // Reblogs of it go with it (ON DELETE CASCADE); streams must drop them too.
      const reblogs = reblogsOf(store, s.id);
      const infos = [s, ...reblogs].map((row) => deletionInfo(store, row));
      deleteStatus(store, s.id);
      return infos;
    });
    for (const info of deleted) app.ctx.events.emit('status:deleted', info);
    return rendered;
  });
}
