// Editing: the edit form's draft seeded from the server's source, the save (PUT), and
// a status's history. The status on screen changes only with the server's answer, which enters
// the statuses table like any other (so every copy of the post shows it).
import { fetchStatusHistory, fetchStatusSource, updateStatus, type EditStatusParams } from '../api/statusEdits';
import { normalizeStatus } from '../entities/status';
import { normalizeStatusHistory, normalizeStatusSource, type StatusSource, type StatusVersion } from '../entities/statusEdit';
import type { Status } from '../entities/types';
import { entitiesReceived } from './actions';
import { selectUserToken } from './authSlice';
import { draftUpdated, selectDraft, type Draft } from './draftsSlice';
import { errorText } from './errorText';
import type { AppThunk } from './index';
import { withToken, type Outcome } from './withToken';

/** The draft key of the edit form of one status. */
export const editDraftKey = (statusId: string): string => `edit:${statusId}`;

const DEFAULT_POLL_SECONDS = 24 * 60 * 60;

/** What the edit form starts with: the source's text, the status's media, poll, CW and language. */
export function editDraftOf(status: Status, source: StatusSource, now = Date.now()): Partial<Draft> {
  const expiry = status.poll?.expires_at ? Date.parse(status.poll.expires_at) : NaN;
  const left = Number.isFinite(expiry) ? Math.round((expiry - now) / 1000) : DEFAULT_POLL_SECONDS;
  return {
    text: source.text,
    subject: source.spoilerText,
    visibility: status.visibility,
    contentType: source.contentType ?? status.content_type,
    sensitive: status.nsfw,
    language: status.language,
    files: status.attachments,
    poll: status.poll
      ? { options: status.poll.options.map((o) => o.title), multiple: status.poll.multiple, expiresIn: left > 0 ? left : DEFAULT_POLL_SECONDS }
      : null,
  };
}

/**
 * Fills the edit draft from the server's source unless one is kept already (an earlier failed
 * save, a reload): what the person typed wins over what the server has.
 */
export const startEditing =
  (status: Status): AppThunk<Promise<Outcome<null>>> =>
  async (dispatch, getState) => {
    const key = editDraftKey(status.id);
    if (selectDraft(getState(), key)) return { ok: true, value: null };
    const got = await dispatch(withToken((token) => fetchStatusSource(status.id, token)));
    if (!got.ok) return got;
    if (!selectDraft(getState(), key)) dispatch(draftUpdated({ key, patch: editDraftOf(status, normalizeStatusSource(got.value)) }));
    return { ok: true, value: null };
  };

/** The descriptions that differ from the status's media as it stands. */
export function changedDescriptions(status: Status, files: Draft['files']): EditStatusParams['mediaAttributes'] {
  const before = new Map(status.attachments.map((a) => [a.id, a.description]));
  return files.filter((f) => before.has(f.id) && before.get(f.id) !== f.description).map((f) => ({ id: f.id, description: f.description }));
}

/** PUT the edit; on success the answer replaces the status in the tables. */
export const saveStatusEdit =
  (statusId: string, params: EditStatusParams): AppThunk<Promise<Outcome<Status>>> =>
  async (dispatch) => {
    const saved = await dispatch(withToken((token) => updateStatus(statusId, params, token)));
    if (!saved.ok) return saved;
    const n = normalizeStatus(saved.value);
    if (n.entity.id !== statusId) return { ok: false, message: 'Malformed JSON in the server response' };
    dispatch(entitiesReceived({ users: n.users, statuses: [...n.statuses, n.entity] }));
    return { ok: true, value: n.entity };
  };

/** The versions of a status, oldest first (a visitor may read a public post's history too). */
export const loadStatusHistory =
  (statusId: string): AppThunk<Promise<Outcome<StatusVersion[]>>> =>
  async (_dispatch, getState) => {
    try {
      return { ok: true, value: normalizeStatusHistory(await fetchStatusHistory(statusId, selectUserToken(getState()))) };
    } catch (e) {
      return { ok: false, message: errorText(e) };
    }
  };
