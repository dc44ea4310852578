// A list. Pleroma's has an id and a title; GoToSocial and Mastodon add replies_policy
// and exclusive. Which of them a server has is read from the entity itself: null when absent, so
// the editor offers only what this server keeps (the capability is the field's presence).
import { arr, id, isObj, obj, str } from './coerce';

export type RepliesPolicy = 'followed' | 'list' | 'none';
const POLICIES: readonly string[] = ['followed', 'list', 'none'];

export interface UserList {
  id: string;
  title: string;
  repliesPolicy: RepliesPolicy | null;
  exclusive: boolean | null;
}

export function normalizeList(raw: unknown): UserList | null {
  const l = obj(raw);
  const listId = id(l.id);
  if (!listId) return null;
  const policy = str(l.replies_policy);
  return {
    id: listId,
    title: str(l.title),
    repliesPolicy: POLICIES.includes(policy) ? (policy as RepliesPolicy) : null,
    exclusive: typeof l.exclusive === 'boolean' ? l.exclusive : null,
  };
}

export function normalizeLists(raw: unknown): UserList[] {
  return arr(raw)
    .filter(isObj)
    .map(normalizeList)
    .filter((l): l is UserList => l !== null);
}
