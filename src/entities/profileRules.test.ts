import { describe, expect, it } from 'vitest';
import { ApiError } from '../entities/apiError';
import { hiddenCount, postsPerDay, profileErrorOf, profileTabs, tabFromQuery } from './profileRules';

const user = (over = {}) => ({
  statuses_count: 5,
  friends_count: 2,
  followers_count: 3,
  hide_follows: false,
  hide_followers: false,
  hide_follows_count: false,
  hide_followers_count: false,
  ...over,
});

describe('profileTabs', () => {
  it('someone else: statuses, followees, followers, media; no favorites', () => {
    expect(profileTabs(user(), false).map((t) => t.id)).toEqual(['statuses', 'friends', 'followers', 'media']);
  });
  it('own profile adds favorites', () => {
    expect(profileTabs(user(), true).map((t) => t.id)).toContain('favorites');
  });
  it('hidden follow lists are not tabs for others, but are for the owner', () => {
    const u = user({ hide_follows: true, hide_followers: true });
    expect(profileTabs(u, false).map((t) => t.id)).toEqual(['statuses', 'media']);
    expect(profileTabs(u, true).map((t) => t.id)).toEqual(['statuses', 'friends', 'followers', 'media', 'favorites']);
  });
  it('a follow list with a zero count is disabled', () => {
    const tabs = profileTabs(user({ followers_count: 0 }), false);
    expect(tabs.find((t) => t.id === 'followers')?.disabled).toBe(true);
    expect(tabs.find((t) => t.id === 'friends')?.disabled).toBe(false);
  });
  it('statuses stays enabled with no posts, so an empty profile opens on it', () => {
    const tabs = profileTabs(user({ statuses_count: 0, friends_count: 0, followers_count: 0 }), false);
    expect(tabs.find((t) => t.id === 'statuses')?.disabled).toBe(false);
    expect(tabFromQuery(null, tabs)).toBe('statuses');
  });
});

describe('hiddenCount', () => {
  it('hidden only for someone else who hides it', () => {
    const u = user({ hide_follows_count: true });
    expect(hiddenCount(u, 'friends', false)).toBe(true);
    expect(hiddenCount(u, 'friends', true)).toBe(false);
    expect(hiddenCount(u, 'followers', false)).toBe(false);
  });
});

describe('tabFromQuery', () => {
  const tabs = profileTabs(user({ followers_count: 0 }), false);
  it('uses ?tab= when it names an enabled tab', () => {
    expect(tabFromQuery('friends', tabs)).toBe('friends');
    expect(tabFromQuery('media', tabs)).toBe('media');
  });
  it('falls back to the first enabled tab for missing, unknown, hidden or disabled tabs', () => {
    expect(tabFromQuery(null, tabs)).toBe('statuses');
    expect(tabFromQuery('nonsense', tabs)).toBe('statuses');
    expect(tabFromQuery('favorites', tabs)).toBe('statuses');
    expect(tabFromQuery('followers', tabs)).toBe('statuses');
  });
});

describe('postsPerDay', () => {
  const now = Date.parse('2026-01-11T00:00:00Z');
  it('statuses divided by account age in days', () => {
    expect(postsPerDay(50, '2026-01-01T00:00:00Z', now)).toBe(5);
  });
  it('at least one day; junk dates give 0', () => {
    expect(postsPerDay(7, '2026-01-11T00:00:00Z', now)).toBe(7);
    expect(postsPerDay(7, 'not a date', now)).toBe(0);
  });
});

describe('profileErrorOf', () => {
  const err = (status: number, body: unknown) => new ApiError('x', { status, body, url: '/api/v1/accounts/1' });
  it("'No user with such user_id' → does not exist", () => {
    expect(profileErrorOf(err(400, { error: 'No user with such user_id' }))).toEqual({ key: 'user_profile.profile_does_not_exist' });
  });
  it('404 → does not exist', () => {
    expect(profileErrorOf(err(404, { error: "Can't find user" }))).toEqual({ key: 'user_profile.profile_does_not_exist' });
  });
  it('other server text shown as is', () => {
    expect(profileErrorOf(err(403, { error: 'This profile is private' }))).toEqual({ text: 'This profile is private' });
  });
  it('anything else → loading error', () => {
    expect(profileErrorOf(new TypeError('Failed to fetch'))).toEqual({ key: 'user_profile.profile_loading_error' });
    expect(profileErrorOf(err(500, 'oops'))).toEqual({ key: 'user_profile.profile_loading_error' });
  });
});
