// Compose (statuses and media): post, preview, upload, describe. The
// thunks normalize answers and feed the tables; the form keeps its own UI state and the draft.
import { ApiError, isQueued } from '../api/http';
import { updateMediaDescription, uploadMedia } from '../api/media';
import { postStatus, type KeptPostDisplay, type PostStatusParams } from '../api/postStatus';
import { normalizeAttachment } from '../entities/attachment';
import { normalizeStatus } from '../entities/status';
import type { Attachment, Status } from '../entities/types';
import { entitiesReceived } from './actions';
import { selectUserToken } from './authSlice';
import { conversationReceived } from './conversationsSlice';
import { timelineReceived } from './timelinesSlice';
import type { AppThunk } from './index';

export type PostResult =
  | { ok: true; status: Status }
  /** `offline`: the server could not be reached (the draft stays, the form says so). */
  | { ok: false; message: string; offline: boolean; queued?: boolean };

function failure(e: unknown): { ok: false; message: string; offline: boolean; queued?: boolean } {
  // Kept by the outbox: it goes out when the network is back (the form clears).
  if (isQueued(e)) return { ok: false, message: e.message, offline: true, queued: true };
  if (e instanceof ApiError) return { ok: false, message: e.serverMessage ?? e.message, offline: e.status === 0 };
  return { ok: false, message: e instanceof Error ? e.message : String(e), offline: false };
}

/**
 * Posts; on success the status enters the tables and the top of the friends timeline. `display`:
 * kept with the post should the outbox hold it (its media's descriptions, for its edit form).
 */
export const submitStatus =
  (params: PostStatusParams, idempotencyKey: string, display?: KeptPostDisplay): AppThunk<Promise<PostResult>> =>
  async (dispatch, getState) => {
    try {
      const raw = await postStatus(params, selectUserToken(getState()), idempotencyKey, undefined, display);
      // A post answer carrying an error field is that error, even with a 2xx.
      if (raw && typeof raw === 'object' && typeof (raw as { error?: unknown }).error === 'string') {
        return { ok: false, message: (raw as { error: string }).error, offline: false };
      }
      const status = dispatch(statusPosted(raw));
      if (!status) return { ok: false, message: 'Malformed JSON in the server response', offline: false };
      return { ok: true, status };
    } catch (e) {
      return failure(e);
    }
  };

/** A post's answer into the tables and the top of the friends timeline (also for an outbox send). */
export const statusPosted =
  (raw: unknown): AppThunk<Status | null> =>
  (dispatch, getState) => {
    const n = normalizeStatus(raw);
    if (!n.entity.id) return null;
    dispatch(entitiesReceived({ users: n.users, statuses: [...n.statuses, n.entity] }));
    if (getState().timelines.friends.loaded) {
      dispatch(timelineReceived({
        name: 'friends', ids: [n.entity.id], returned: 1, cursors: { maxId: null, minId: null },
        direction: 'newer', showImmediately: true,
      }));
    }
    dispatch(replyShownInConversations(n.entity));
    return n.entity;
  };

/** A new reply joins every open conversation that holds the status it answers. */
const replyShownInConversations =
  (status: Status): AppThunk =>
  (dispatch, getState) => {
    const parent = status.in_reply_to_status_id;
    if (!parent) return;
    for (const [id, c] of Object.entries(getState().conversations)) {
      if (!c.loaded || c.descendants.includes(status.id)) continue;
      if (id !== parent && !c.ancestors.includes(parent) && !c.descendants.includes(parent)) continue;
      dispatch(conversationReceived({ id, ancestors: c.ancestors, descendants: [...c.descendants, status.id] }));
    }
  };

export type PreviewResult = { ok: true; status: Status } | { ok: false; message: string };

/** Pleroma preview: the same post rendered and not kept (no media, no poll). */
export const previewStatus =
  (params: PostStatusParams, signal?: AbortSignal): AppThunk<Promise<PreviewResult>> =>
  async (_dispatch, getState) => {
    try {
      const raw = await postStatus(
        { ...params, mediaIds: [], poll: null, preview: true },
        selectUserToken(getState()),
        undefined,
        signal,
      );
      const n = normalizeStatus(raw);
      if (!n.entity.id) return { ok: false, message: 'Malformed JSON in the server response' };
      return { ok: true, status: n.entity };
    } catch (e) {
      return failure(e);
    }
  };

export type UploadResult = { ok: true; attachment: Attachment } | { ok: false; message: string; status: number };

export const uploadFile =
  (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): AppThunk<Promise<UploadResult>> =>
  async (_dispatch, getState) => {
    try {
      const raw = await uploadMedia(file, { token: selectUserToken(getState()), onProgress, signal });
      const attachment = normalizeAttachment(raw);
      if (!attachment.id) return { ok: false, message: 'Malformed JSON in the server response', status: 200 };
      return { ok: true, attachment };
    } catch (e) {
      const f = failure(e);
      return { ok: false, message: f.message, status: e instanceof ApiError ? e.status : 0 };
    }
  };

// What the server already holds for each upload (it starts empty): leaving the field and then
// posting would otherwise PUT the same description twice.
const savedDescriptions = new Map<string, string>();

/** PUT /media/{id} with the description, unless the server has it already; false on failure. */
export const describeMedia =
  (id: string, description: string): AppThunk<Promise<boolean>> =>
  async (_dispatch, getState) => {
    if ((savedDescriptions.get(id) ?? '') === description) return true;
    try {
      await updateMediaDescription(id, description, selectUserToken(getState()));
      savedDescriptions.set(id, description);
      return true;
    } catch (e) {
      // Kept by the outbox: it goes ahead of the post that follows it, in the order made.
      if (!isQueued(e)) return false;
      savedDescriptions.set(id, description);
      return true;
    }
  };
