// Memory stays bounded: statuses and users no list references are dropped. Each list kind
// registers a collector naming what it holds: timelines here; notifications, conversations,
// account lists and mounted screens (useKeepReferenced) add theirs with registerReferenceCollector.
import { entitiesEvicted } from './actions';
import type { AppThunk, RootState } from './index';

export interface References {
  statusIds?: Iterable<string>;
  userIds?: Iterable<string>;
}
export type ReferenceCollector = (s: RootState) => References;

const collectors: ReferenceCollector[] = [
  (s) => ({ statusIds: Object.values(s.timelines).flatMap((tl) => tl.statuses) }),
  (s) => ({
    userIds: [
      ...(s.auth.currentUserId ? [s.auth.currentUserId] : []),
      ...Object.values(s.timelines).flatMap((tl) => (tl.userId ? [tl.userId] : [])),
    ],
  }),
];

export function registerReferenceCollector(c: ReferenceCollector): () => void {
  collectors.push(c);
  return () => {
    const i = collectors.indexOf(c);
    if (i >= 0) collectors.splice(i, 1);
  };
}

/**
 * Ids to keep: everything listed (and `alsoKept`), the statuses repeats and quotes point at, and
 * all their authors.
 */
export function computeReferences(s: RootState, alsoKept: readonly string[] = []): { keepStatusIds: string[]; keepUserIds: string[] } {
  const statusIds = new Set<string>(alsoKept);
  const userIds = new Set<string>();
  for (const c of collectors) {
    const refs = c(s);
    for (const id of refs.statusIds ?? []) statusIds.add(id);
    for (const id of refs.userIds ?? []) userIds.add(id);
  }
  for (const id of [...statusIds]) {
    const inner = s.statuses[id]?.retweeted_status;
    if (inner) statusIds.add(inner);
    // A quote, whether listed itself or inside a repeat: its card reads the quoted status.
    for (const shown of inner ? [id, inner] : [id]) {
      const quoted = s.statuses[shown]?.quote?.statusId;
      if (quoted) statusIds.add(quoted);
    }
  }
  for (const id of statusIds) {
    const author = s.statuses[id]?.user;
    if (author) userIds.add(author);
  }
  return { keepStatusIds: [...statusIds], keepUserIds: [...userIds] };
}

export const evictUnreferenced =
  (alsoKept: readonly string[] = []): AppThunk =>
  (dispatch, getState) => {
    dispatch(entitiesEvicted(computeReferences(getState(), alsoKept)));
  };
