// User profile rules, free of React: which tabs exist, which are disabled, which counts
// are hidden, the tab from ?tab=, posts per day, and the profile error text.
import { ApiError } from '../entities/apiError';
import type { User } from './types';

export type ProfileTab = 'statuses' | 'friends' | 'followers' | 'media' | 'favorites';

export interface ProfileTabRule {
  id: ProfileTab;
  disabled: boolean;
}

type RuleUser = Pick<
  User,
  'statuses_count' | 'friends_count' | 'followers_count' | 'hide_follows' | 'hide_followers' | 'hide_follows_count' | 'hide_followers_count'
>;

/**
 * The tabs shown: followees/followers hidden when the user hides them and is not the viewer,
 * favorites on the own profile only; a counted list (followees, followers) with a zero count is
 * disabled. Statuses never is: it is where a profile opens, and its empty text says "no
 * statuses" (a zero count that disabled it sent an empty profile to Media instead).
 */
export function profileTabs(user: RuleUser, isOwn: boolean): ProfileTabRule[] {
  const tabs: ProfileTabRule[] = [{ id: 'statuses', disabled: false }];
  if (isOwn || !user.hide_follows) tabs.push({ id: 'friends', disabled: !user.friends_count && !hiddenCount(user, 'friends', isOwn) });
  if (isOwn || !user.hide_followers) tabs.push({ id: 'followers', disabled: !user.followers_count && !hiddenCount(user, 'followers', isOwn) });
  tabs.push({ id: 'media', disabled: false });
  if (isOwn) tabs.push({ id: 'favorites', disabled: false });
  return tabs;
}

/** A count shows as hidden when the account hides it and belongs to someone else. */
export function hiddenCount(user: RuleUser, which: 'friends' | 'followers', isOwn: boolean): boolean {
  if (isOwn) return false;
  return which === 'friends' ? user.hide_follows_count : user.hide_followers_count;
}

/** The active tab: ?tab= when it names a shown, enabled tab; else the first enabled one. */
export function tabFromQuery(query: string | null, tabs: ProfileTabRule[]): ProfileTab {
  const asked = tabs.find((t) => t.id === query && !t.disabled);
  if (asked) return asked.id;
  return (tabs.find((t) => !t.disabled) ?? tabs[0] ?? { id: 'statuses' }).id;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Average posts per day since the account was created (at least one day), rounded. */
export function postsPerDay(statusesCount: number, createdAt: string, now: number = Date.now()): number {
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created) || !Number.isFinite(statusesCount)) return 0;
  const days = Math.max(1, Math.ceil((now - created) / DAY_MS));
  return Math.round(statusesCount / days);
}

export type ProfileError = { key: 'user_profile.profile_does_not_exist' | 'user_profile.profile_loading_error' } | { text: string };

/** 'No user with such user_id' (or a 404) → does not exist; other server text as is. */
export function profileErrorOf(e: unknown): ProfileError {
  const message = e instanceof ApiError ? e.serverMessage : null;
  if (message === 'No user with such user_id' || (e instanceof ApiError && e.status === 404)) {
    return { key: 'user_profile.profile_does_not_exist' };
  }
  if (message) return { text: message };
  return { key: 'user_profile.profile_loading_error' };
}
