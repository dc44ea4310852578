// What a kept page needs to show its statuses again: each status with its author, and the
// statuses it repeats or quotes (two levels), collected once (lastSeen.ts, keptViewsRecord.ts).
import type { Status, User } from '../entities/types';
import type { RootState } from './index';

export interface KeptEntities {
  addUser: (id: string | null | undefined) => void;
  addStatus: (id: string | null | undefined) => void;
  statuses: Map<string, Status>;
  users: Map<string, User>;
}

export function keptEntities(state: RootState): KeptEntities {
  const statuses = new Map<string, Status>();
  const users = new Map<string, User>();
  const addUser = (id: string | null | undefined) => {
    const u = id ? state.users[id] : undefined;
    if (u) users.set(u.id, u);
  };
  const addStatus = (id: string | null | undefined, depth = 0) => {
    const s = id ? state.statuses[id] : undefined;
    if (!s || statuses.has(s.id)) return;
    statuses.set(s.id, s);
    addUser(s.user);
    if (depth < 2) {
      addStatus(s.retweeted_status, depth + 1);
      addStatus(s.quote?.statusId, depth + 1);
    }
  };
  return { addUser, addStatus: (id) => addStatus(id), statuses, users };
}
