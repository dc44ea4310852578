// Relationships (the follow button and account actions): follow with re-checks, unfollow, block, mute,
// subscribe, show/hide repeats. Each call stores the relationship the server answers with.
import { accountAction, accountSubscription, fetchRelationships as apiFetchRelationships, type AccountAction } from '../api/accounts';
import { isQueued } from '../api/http';
import type { TimelineName } from '../api/timelines';
import type { Relationship } from '../entities/types';
import { normalizeRelationship } from '../entities/relationship';
import { selectUserToken } from './authSlice';
import { relationshipsReceived } from './relationshipsSlice';
import { clearTimeline } from './timelinesSlice';
import { fetchTimeline } from './timelineThunks';
import type { AppThunk } from './index';

/** After a follow, re-check up to 3 more times, 500 ms apart. */
export const FOLLOW_RECHECKS = 3;
export const FOLLOW_RECHECK_MS = 500;

const settled = (r: Relationship): boolean => r.following || r.requested;

/**
 * The follow state machine's waiting part, free of Redux: follow once, then re-check until the
 * relationship says following or requested, or the re-checks run out.
 */
export async function followAndConfirm(
  follow: () => Promise<Relationship>,
  recheck: () => Promise<Relationship>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<Relationship> {
  let rel = await follow();
  for (let i = 0; i < FOLLOW_RECHECKS && !settled(rel); i++) {
    await wait(FOLLOW_RECHECK_MS);
    rel = await recheck();
  }
  return rel;
}

function tokenOf(getState: () => import('./index').RootState): string {
  const token = selectUserToken(getState());
  if (!token) throw new Error('Not signed in');
  return token;
}

/** Relationships of these accounts with the signed-in user (nothing for visitors). */
export const fetchRelationships =
  (ids: string[]): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const token = selectUserToken(getState());
    const wanted = ids.filter(Boolean);
    if (!token || wanted.length === 0) return;
    const raw = await apiFetchRelationships(wanted, token);
    const list = Array.isArray(raw) ? raw.map(normalizeRelationship).filter((r) => r.id) : [];
    dispatch(relationshipsReceived(list));
  };

/** What the relationship becomes once a kept action goes (shown at once, marked as waiting). */
const EXPECTED: Partial<Record<AccountAction, Partial<Relationship>>> = {
  follow: { following: true }, unfollow: { following: false, requested: false },
  block: { blocking: true, following: false }, unblock: { blocking: false },
  mute: { muting: true }, unmute: { muting: false },
};

const act =
  (id: string, action: AccountAction, body?: Record<string, unknown>): AppThunk<Promise<Relationship>> =>
  async (dispatch, getState) => {
    let raw: unknown;
    try {
      raw = await accountAction(id, action, tokenOf(getState), body);
    } catch (e) {
      if (!isQueued(e)) throw e;
      const expected = { ...normalizeRelationship({ id }), ...getState().relationships[id], ...EXPECTED[action], id };
      dispatch(relationshipsReceived([expected]));
      return expected;
    }
    const rel = normalizeRelationship(raw);
    const stored = { ...rel, id: rel.id || id };
    dispatch(relationshipsReceived([stored]));
    return stored;
  };

const recheckOne =
  (id: string): AppThunk<Promise<Relationship>> =>
  async (dispatch, getState) => {
    await dispatch(fetchRelationships([id]));
    return getState().relationships[id];
  };

/** Timelines that would still show someone's posts after an unfollow or block: refetched. */
const refreshTimelines =
  (names: TimelineName[]): AppThunk =>
  (dispatch, getState) => {
    for (const name of names) {
      const tl = getState().timelines[name];
      if (!tl.loaded && tl.statuses.length === 0) continue;
      dispatch(clearTimeline({ name, keepUserId: true }));
      void dispatch(fetchTimeline(name));
    }
  };

export const followUser =
  (id: string): AppThunk<Promise<Relationship>> =>
  (dispatch) =>
    followAndConfirm(
      () => dispatch(act(id, 'follow')),
      () => dispatch(recheckOne(id)),
    );

/** Unfollow (or cancel a request); that user's posts leave the friends timeline. */
export const unfollowUser =
  (id: string): AppThunk<Promise<Relationship>> =>
  async (dispatch) => {
    const rel = await dispatch(act(id, 'unfollow'));
    dispatch(refreshTimelines(['friends']));
    return rel;
  };

/** Show or hide a followed user's repeats: a follow call with `reblogs`. */
export const setShowingReblogs =
  (id: string, show: boolean): AppThunk<Promise<Relationship>> =>
  (dispatch) =>
    dispatch(act(id, 'follow', { reblogs: show }));

export const blockUser =
  (id: string, block: boolean): AppThunk<Promise<Relationship>> =>
  async (dispatch) => {
    const rel = await dispatch(act(id, block ? 'block' : 'unblock'));
    if (block) dispatch(refreshTimelines(['friends', 'public', 'publicAndExternal']));
    return rel;
  };

/** Muted authors' posts collapse at once (useMuteState reads the relationship). */
export const muteUser =
  (id: string, mute: boolean): AppThunk<Promise<Relationship>> =>
  (dispatch) =>
    dispatch(act(id, mute ? 'mute' : 'unmute'));

export const subscribeUser =
  (id: string, subscribe: boolean): AppThunk<Promise<Relationship>> =>
  async (dispatch, getState) => {
    const rel = normalizeRelationship(await accountSubscription(id, subscribe, tokenOf(getState)));
    const stored = { ...rel, id: rel.id || id };
    dispatch(relationshipsReceived([stored]));
    return stored;
  };

/**
 * After a domain block or unblock (made through accountListsThunks): the profile's relationship
 * is fetched again for `domain_blocking`, and the timelines drop or regain that domain's posts.
 */
export const domainBlockChanged =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(refreshTimelines(['friends', 'public', 'publicAndExternal']));
    await dispatch(fetchRelationships([id]));
  };
