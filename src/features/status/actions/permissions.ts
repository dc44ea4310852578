// Permissions for the status actions (the server refuses anyway; the client hides).
import type { Status, User } from '../../../entities/types';

const isStaff = (u: User): boolean => u.rights.admin || u.rights.moderator || u.role === 'admin' || u.role === 'moderator';

/** Repeating is not allowed for followers-only or direct posts. */
export const canRepeat = (s: Status): boolean => s.visibility !== 'private' && s.visibility !== 'direct';

/** Delete: the author, a moderator or an admin. */
export const canDelete = (s: Status, me: User | null): boolean => !!me && (s.user === me.id || isStaff(me));

/** Pin: only own public or unlisted statuses. */
export const canPin = (s: Status, me: User | null): boolean =>
  !!me && s.user === me.id && (s.visibility === 'public' || s.visibility === 'unlisted');

/** Edit: only one's own post, not a repeat of it. */
export const canEdit = (s: Status, me: User | null): boolean => !!me && s.user === me.id && s.type !== 'retweet';
