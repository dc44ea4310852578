// A view kept for reading offline: a timeline's or a conversation's last statuses with
// what they show (authors, repeated and quoted posts), taken from the store as a bounded record
// and put back as the answers it came from would be. Pure: the keeper is store/keptViews.ts.
import type { TimelineName } from '../api/timelines';
import type { Status, User } from '../entities/types';
import { entitiesReceived } from './actions';
import { conversationReceived } from './conversationsSlice';
import { keptEntities } from './keptEntities';
import { conversationViewKey, timelineViewKey } from './keptViewKeys';
import { timelineReceived } from './timelinesSlice';
import type { AppThunk, RootState } from './index';

type Dispatch = Parameters<AppThunk>[0];

/** Statuses kept per view. */
export const KEPT_POSTS = 200;

export interface KeptView {
  key: string;
  /** Whose copy (lastSeen's tokenKey of the session's token): another session never sees it. */
  owner: string;
  savedAt: number;
  /** A timeline's statuses, newest first; a conversation's focused status. */
  ids: string[];
  ancestors?: string[];
  descendants?: string[];
  /** A profile's timelines: the account's id and lower-cased name, to find it by either. */
  profileKeys?: string[];
  profileUserId?: string;
  statuses: Status[];
  users: User[];
}

/** Every view the store holds now, by key, with a value that changes when its content does. */
export function viewsIn(state: RootState): Map<string, unknown> {
  const views = new Map<string, unknown>();
  for (const [name, tl] of Object.entries(state.timelines)) {
    const key = timelineViewKey(name as TimelineName, tl);
    if (key && tl.visibleStatuses.length > 0) views.set(key, tl.visibleStatuses);
  }
  for (const [id, c] of Object.entries(state.conversations ?? {})) {
    if (c.loaded && state.statuses[id]) views.set(conversationViewKey(id), c);
  }
  return views;
}

function entitiesOf(state: RootState, ids: string[], extraUsers: string[]): { statuses: Status[]; users: User[] } {
  const kept = keptEntities(state);
  ids.forEach(kept.addStatus);
  extraUsers.forEach(kept.addUser);
  return { statuses: [...kept.statuses.values()], users: [...kept.users.values()] };
}

/** The record of view `key` as `state` holds it; null when the state no longer has it. */
export function keptViewOf(state: RootState, key: string, owner: string, now = Date.now()): KeptView | null {
  const base = { key, owner, savedAt: now };
  if (key.startsWith('conversation:')) {
    const id = key.slice('conversation:'.length);
    const c = state.conversations?.[id];
    if (!c?.loaded || !state.statuses[id]) return null;
    const ancestors = c.ancestors.slice(-KEPT_POSTS / 2);
    const descendants = c.descendants.slice(0, KEPT_POSTS - ancestors.length - 1);
    return { ...base, ids: [id], ancestors, descendants, ...entitiesOf(state, [...ancestors, id, ...descendants], []) };
  }
  for (const [name, tl] of Object.entries(state.timelines)) {
    if (timelineViewKey(name as TimelineName, tl) !== key) continue;
    const ids = tl.visibleStatuses.slice(0, KEPT_POSTS);
    const entities = entitiesOf(state, ids, tl.userId ? [tl.userId] : []);
    const profile = tl.userId ? state.users[tl.userId] : undefined;
    const view: KeptView = { ...base, ids: ids.filter((id) => state.statuses[id]), ...entities };
    if (profile) Object.assign(view, { profileUserId: profile.id, profileKeys: [profile.id.toLowerCase(), profile.screen_name.toLowerCase()] });
    return view;
  }
  return null;
}

/** Puts a kept timeline in the store as a first page (the timeline points at its subject already). */
// The list goes in before its statuses: up to KEPT_POSTS statuses at once would otherwise be
// swept out as unreferenced (store/evictionSweep.ts) before the list that references them.
export function restoreTimeline(dispatch: Dispatch, name: TimelineName, view: KeptView): void {
  const cursors = { maxId: view.ids.at(-1) ?? null, minId: view.ids[0] ?? null };
  dispatch(timelineReceived({ name, ids: view.ids, returned: view.ids.length, cursors, direction: 'initial' }));
  dispatch(entitiesReceived({ users: view.users, statuses: view.statuses }));
}

export function restoreConversation(dispatch: Dispatch, view: KeptView): void {
  dispatch(conversationReceived({ id: view.ids[0], ancestors: view.ancestors ?? [], descendants: view.descendants ?? [] }));
  dispatch(entitiesReceived({ users: view.users, statuses: view.statuses }));
}
