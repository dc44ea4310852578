// MRF TagPolicy: admin tags on an account change what its new posts and new followers may do.
// nodeinfo lists TagPolicy among mrf_policies because these rules are enforced here.
import type { UserRow } from './db/users.js';
import { parseJsonArray } from './db/users.js';

export const TAG_POLICY_TAGS = [
  'mrf_tag:media-force-nsfw',
  'mrf_tag:media-strip',
  'mrf_tag:force-unlisted',
  'mrf_tag:sandbox',
  'mrf_tag:disable-remote-subscription',
  'mrf_tag:disable-any-subscription',
  'mrf_tag:quarantine',
] as const;

export function tagsOf(user: Pick<UserRow, 'tags'>): string[] {
  return parseJsonArray<unknown>(user.tags).filter((t): t is string => typeof t === 'string');
}

interface Policeable<M> {
  visibility: string;
  sensitive: boolean;
  mediaIds: M[];
}

/**
 * The post as the author's tags allow it. `mrf_tag:quarantine` keeps posts from being delivered
 * to other servers; this instance delivers nothing anywhere, so that rule holds by construction.
 */
export function policePost<M, T extends Policeable<M>>(author: Pick<UserRow, 'tags'>, post: T): T {
  const tags = new Set(tagsOf(author));
  let visibility: string = post.visibility;
  let sensitive = post.sensitive;
  let mediaIds = post.mediaIds;
  if (tags.has('mrf_tag:media-strip')) mediaIds = [];
  if (tags.has('mrf_tag:media-force-nsfw') && mediaIds.length > 0) sensitive = true;
  if (tags.has('mrf_tag:force-unlisted') && visibility === 'public') visibility = 'unlisted';
  if (tags.has('mrf_tag:sandbox') && (visibility === 'public' || visibility === 'unlisted')) visibility = 'private';
  return { ...post, visibility, sensitive, mediaIds } as T;
}

/** Null when `follower` may follow `target`; else Pleroma's refusal. */
export function followRefusal(follower: Pick<UserRow, 'domain'>, target: Pick<UserRow, 'tags'>): string | null {
  const tags = new Set(tagsOf(target));
  if (tags.has('mrf_tag:disable-any-subscription')) return 'This account does not accept followers';
  if (tags.has('mrf_tag:disable-remote-subscription') && follower.domain !== null) return 'This account does not accept remote followers';
  return null;
}
