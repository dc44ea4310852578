// Emoji reactions: added or removed locally at once, then the list is refetched from
// the server (with who reacted); a failure restores the old list and emits the server's text.
import { isQueued } from '../api/http';
import { addReaction, fetchReactions, removeReaction } from '../api/reactions';
import { normalizeStatus } from '../entities/status';
import type { EmojiReaction, User } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { entitiesReceived } from './actions';
import { selectToken, selectUserToken } from './authSlice';
import { pushNotice } from './noticesSlice';
import { statusPatched } from './statusesSlice';
import { errorText } from './errorText';
import type { AppThunk } from './index';

/** ':blob:' → 'blob'; unicode emoji unchanged. */
export const reactionName = (emoji: string): string => emoji.replace(/^:([^:\s]+):$/, '$1');

/** Reactions list JSON → entities; the accounts in it go to the users table. */
export function normalizeReactionList(raw: unknown): { reactions: EmojiReaction[]; users: User[] } {
  const reactions = normalizeStatus({ id: 'reactions', pleroma: { emoji_reactions: raw } }).entity.emoji_reactions;
  const users: User[] = [];
  if (Array.isArray(raw)) {
    for (const r of raw) {
      const accounts = (r as { accounts?: unknown } | null)?.accounts;
      if (Array.isArray(accounts)) for (const a of accounts) users.push(normalizeUser(a));
    }
  }
  return { reactions, users: users.filter((u) => u.id) };
}

/** Local add/remove of one reaction by the signed-in user. */
export function applyReaction(list: EmojiReaction[], name: string, add: boolean, me: string | null): EmojiReaction[] {
  const found = list.find((r) => r.name === name);
  if (add) {
    if (found?.me) return list;
    if (!found) return [...list, { name, count: 1, me: true, url: null, accounts: me ? [me] : [] }];
    return list.map((r) => (r === found ? { ...r, count: r.count + 1, me: true, accounts: me ? [...r.accounts, me] : r.accounts } : r));
  }
  if (!found?.me) return list;
  return list
    .map((r) => (r === found ? { ...r, count: r.count - 1, me: false, accounts: r.accounts.filter((a) => a !== me) } : r))
    .filter((r) => r.count > 0);
}

/** GET the reactions with accounts; quiet on failure (the row keeps what it has). */
export const loadReactions =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    try {
      const { reactions, users } = normalizeReactionList(await fetchReactions(id, selectToken(getState())));
      if (users.length) dispatch(entitiesReceived({ users }));
      dispatch(statusPatched({ id, patch: { emoji_reactions: reactions } }));
    } catch (e) {
      console.warn('Fetching reactions failed', e);
    }
  };

/** Toggle the signed-in user's reaction `emoji` (unicode or ':shortcode:') on a status. */
export const toggleReaction =
  (id: string, emoji: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const status = getState().statuses[id];
    if (!status) return;
    const name = reactionName(emoji);
    const before = status.emoji_reactions;
    const add = !before.some((r) => r.name === name && r.me);
    dispatch(statusPatched({ id, patch: { emoji_reactions: applyReaction(before, name, add, getState().auth.currentUserId) } }));
    try {
      const token = selectUserToken(getState());
      await (add ? addReaction(id, name, token) : removeReaction(id, name, token));
    } catch (e) {
      if (isQueued(e)) return; // kept by the outbox
      dispatch(statusPatched({ id, patch: { emoji_reactions: before } }));
      dispatch(pushNotice({ messageKey: 'status_actions.error_react', messageArgs: { error: errorText(e) } }));
      return;
    }
    await dispatch(loadReactions(id));
  };
