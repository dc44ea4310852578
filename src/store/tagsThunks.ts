// Followed and featured hashtags. A follow changes local state after the server's ok;
// a refusal is a notice with the server's text. The caller injects the slice (ensureTagsSlice).
import { ApiError } from '../api/http';
import * as api from '../api/tags';
import { normalizeHashtag } from '../entities/hashtag';
import type { Hashtag } from '../entities/types';
import { selectUserToken } from './authSlice';
import { pushNotice } from './noticesSlice';
import { errorText } from './errorText';
import { featuredReceived, followedFailed, followedLoading, followedReceived, selectFollowedTags, tagFollowingKnown } from './tagsSlice';
import type { AppThunk } from './index';

const tagsOf = (raw: unknown): Hashtag[] => (Array.isArray(raw) ? raw : []).map(normalizeHashtag).filter((h): h is Hashtag => h !== null);

/** Whether the user follows `name` (GET /api/v1/tags/:name → following). */
export const loadTagFollowing =
  (name: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    try {
      const tag = normalizeHashtag(await api.fetchTag(name, selectUserToken(getState())));
      if (tag?.following !== undefined) dispatch(tagFollowingKnown({ name, following: tag.following }));
    } catch (e) {
      // A tag no post has used yet is unknown to some servers (GoToSocial: 404), so not followed.
      if (e instanceof ApiError && e.status === 404) dispatch(tagFollowingKnown({ name, following: false }));
      // Otherwise no state: the button stays hidden rather than guessing.
    }
  };

export const setTagFollowed =
  (name: string, follow: boolean): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    try {
      const tag = normalizeHashtag(await api.followTag(name, follow, selectUserToken(getState())));
      dispatch(tagFollowingKnown({ name: tag?.name ?? name, following: tag?.following ?? follow }));
      return true;
    } catch (e) {
      dispatch(pushNotice({ messageKey: 'lists.error', messageArgs: { error: errorText(e) }, level: 'error', timeout: 5000 }));
      return false;
    }
  };

export const loadFollowedTags =
  ({ more = false } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const current = selectFollowedTags(getState());
    if (current.loading || (more && !current.maxId)) return;
    dispatch(followedLoading());
    try {
      const res = await api.fetchFollowedTags(selectUserToken(getState()), more ? current.maxId : null);
      dispatch(followedReceived({ names: tagsOf(res.data).map((t) => t.name), maxId: res.cursors.maxId, append: more }));
    } catch (e) {
      dispatch(followedFailed(errorText(e)));
    }
  };

export const loadFeaturedTags =
  (accountId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    try {
      const raw = await api.fetchFeaturedTags(accountId, selectUserToken(getState()));
      dispatch(featuredReceived({ accountId, names: tagsOf(raw).map((t) => t.name) }));
    } catch {
      // A profile without its featured tags is still a profile.
    }
  };
