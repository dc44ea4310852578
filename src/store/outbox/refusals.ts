// A refused kept action is undone on screen: the click showed it done at once, the server said
// no, so the post or account shows what the server left (every tab does it when it learns of the
// refusal). Setting, never flipping: running it twice for the same entry changes nothing.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { blankRelationship, relationshipsReceived } from '../relationshipsSlice';
import { statusPatched } from '../statusesSlice';
import { applyReaction } from '../statusActionsReactions';
import { refreshPoll } from '../statusActionsPolls';
import type { RootState } from '../index';
import type { Status } from '../../entities/types';
import type { OutboxEntry } from './types';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

const STATUS_FLAGS: Partial<Record<OutboxEntry['kind'], [keyof Status, ('fave_num' | 'repeat_num')?]>> = {
  favourite: ['favorited', 'fave_num'],
  repeat: ['repeated', 'repeat_num'],
  bookmark: ['bookmarked'],
  pin: ['pinned'],
  mute_thread: ['thread_muted'],
};
const ACCOUNT_FLAGS = { follow: 'following', block: 'blocking', mute: 'muting' } as const;

export function undoRefused(dispatch: Dispatch, state: RootState, e: OutboxEntry): void {
  const flag = STATUS_FLAGS[e.kind];
  const status = state.statuses[e.target] as Status | undefined;
  if (flag && status) {
    const [name, count] = flag;
    if (status[name] !== e.on) return;
    const patch: Partial<Status> = { [name]: !e.on };
    if (count) patch[count] = Math.max(0, status[count] + (e.on ? -1 : 1));
    dispatch(statusPatched({ id: e.target, patch }));
  } else if (e.kind === 'react' && status && e.pairKey) {
    const emoji = e.pairKey.slice(`status:${e.target}:react:`.length);
    const list = applyReaction(status.emoji_reactions, emoji, !e.on, state.auth.currentUserId);
    if (list !== status.emoji_reactions) dispatch(statusPatched({ id: e.target, patch: { emoji_reactions: list } }));
  } else if (e.kind === 'vote') {
    // The server's own count and choices: the vote may have been refused for having voted already.
    const owner = Object.values(state.statuses).find((s) => s?.poll?.id === e.target);
    if (owner?.poll?.voted) {
      dispatch(statusPatched({ id: owner.id, patch: { poll: { ...owner.poll, voted: false, choices: [] } } }));
      void dispatch(refreshPoll(owner.id));
    }
  } else if (e.kind === 'follow' || e.kind === 'block' || e.kind === 'mute') {
    const key = ACCOUNT_FLAGS[e.kind];
    const rel = state.relationships[e.target] ?? blankRelationship(e.target);
    dispatch(relationshipsReceived([{ ...rel, [key]: !e.on, ...(e.kind === 'follow' && e.on ? { requested: false } : {}) }]));
  }
}
