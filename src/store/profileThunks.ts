// Profile screen data: pinned statuses and the followers/followees lists.
// The lists are local to the screen (ids + cursor); the accounts themselves go to the users table.
import { fetchFollowList } from '../api/accounts';
import { fetchTimeline as apiFetchTimeline } from '../api/timelines';
import { normalizeStatuses } from '../entities/status';
import { normalizeUser } from '../entities/user';
import { entitiesReceived, pageEntitiesReceived } from './actions';
import { selectToken } from './authSlice';
import { fetchRelationships } from './relationshipThunks';
import type { AppThunk } from './index';

/** The pinned statuses of a profile, newest pin first; their ids. */
export const fetchPinned =
  (userId: string): AppThunk<Promise<string[]>> =>
  async (dispatch, getState) => {
    const res = await apiFetchTimeline({ timeline: 'user', userId, pinned: true, token: selectToken(getState()) });
    const normalized = normalizeStatuses(res.data);
    dispatch(pageEntitiesReceived(normalized));
    return normalized.entity.map((s) => s.id);
  };

export interface FollowPage {
  ids: string[];
  /** Cursor for the next page; null when the list ended. */
  maxId: string | null;
}

/** One page of followers or followees, with the viewer's relationships to them. */
export const fetchFollowPage =
  (userId: string, kind: 'following' | 'followers', maxId: string | null): AppThunk<Promise<FollowPage>> =>
  async (dispatch, getState) => {
    const res = await fetchFollowList(userId, kind, { maxId, token: selectToken(getState()) });
    const users = (Array.isArray(res.data) ? res.data : []).map(normalizeUser).filter((u) => u.id);
    dispatch(entitiesReceived({ users }));
    const ids = users.map((u) => u.id);
    // Relationships are extra: a failure there must not fail the page.
    await dispatch(fetchRelationships(ids)).catch(() => undefined);
    return { ids, maxId: users.length > 0 ? res.cursors.maxId : null };
  };
