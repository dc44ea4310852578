// URL builders for in-app links, so components never spell route paths by hand. They cannot
// throw: encodeSegment turns a lone surrogate into U+FFFD instead of a URIError.
import { profilePath } from '../lib/profileLink';
import { encodeSegment } from '../lib/wellFormed';
import type { User } from '../entities/types';
import type { TimelineName } from '../entities/timelineName';
import type { RememberedTimeline } from '../store/uiSlice';

/** Profile link: /users/{id} for remote/empty/reserved names, else /{name}. */
export const userProfilePath = (user: Pick<User, 'id' | 'screen_name'>, restrictedNicknames: string[]): string =>
  profilePath(user, restrictedNicknames);

export const conversationPath = (statusId: string): string => `/notice/${encodeSegment(statusId)}`;
export const tagPath = (tag: string): string => `/tag/${encodeSegment(tag)}`;
export const interactionsPath = (username: string): string => `/users/${encodeSegment(username)}/interactions`;
export const dmsPath = (username: string): string => `/users/${encodeSegment(username)}/dms`;
export const notificationsPath = (username: string): string => `/${encodeSegment(username)}/notifications`;
export const chatsPath = (username: string): string => `/users/${encodeSegment(username)}/chats`;
export const chatPath = (username: string, recipientId: string): string =>
  `${chatsPath(username)}/${encodeSegment(recipientId)}`;
export const searchPath = (query: string): string => `/search?query=${encodeSegment(query)}`;

/** Paths of the timelines with a fixed URL. */
export const TIMELINE_PATHS: Partial<Record<TimelineName, string>> = {
  friends: '/main/friends',
  public: '/main/public',
  publicAndExternal: '/main/all',
  bookmarks: '/bookmarks',
};

/** Where a remembered timeline is for this member. */
export const rememberedTimelinePath = (timeline: RememberedTimeline, username: string): string =>
  timeline === 'dms' ? dmsPath(username) : (TIMELINE_PATHS[timeline] ?? '/main/friends');

export const LOGOUT_DESTINATION = '/main/public';

/** A list's timeline. */
export const listPath = (id: string): string => `/lists/${encodeSegment(id)}`;
