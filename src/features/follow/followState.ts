// Follow states, free of React: what the follow button says and does for a relationship
// and whether a call is in flight.
import type { Relationship } from '../../entities/types';

export type FollowLabel = 'follow' | 'requesting' | 'request_sent' | 'following';
export type FollowAction = 'follow' | 'cancel_request' | 'unfollow';

export interface FollowView {
  /** i18n key under user_card.* for the visible state. */
  label: FollowLabel;
  /** What a click does (also the button's tooltip). */
  action: FollowAction;
  pressed: boolean;
}

export function followView(rel: Pick<Relationship, 'following' | 'requested'> | undefined, inProgress: boolean): FollowView {
  const following = !!rel?.following;
  const requested = !following && !!rel?.requested;
  if (inProgress) {
    // While following/unfollowing the button shows 'requesting' and waits.
    return { label: 'requesting', action: following ? 'unfollow' : requested ? 'cancel_request' : 'follow', pressed: following || requested };
  }
  if (following) return { label: 'following', action: 'unfollow', pressed: true };
  if (requested) return { label: 'request_sent', action: 'cancel_request', pressed: true };
  return { label: 'follow', action: 'follow', pressed: false };
}

/**
 * Unfollowing a locked account cannot be undone with one click (following again is a new request
 * they must accept), so it is asked first unless the viewer turned the question off.
 */
export function needsUnfollowConfirm(action: FollowAction, targetLocked: boolean, confirmUnfollowLocked: boolean): boolean {
  return action === 'unfollow' && targetLocked && confirmUnfollowLocked;
}
