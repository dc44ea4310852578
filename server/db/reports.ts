// Reports of accounts (and some of their statuses) to the instance's staff.
import type { Store } from './store.js';

export interface NewReport {
  reporterId: number;
  targetId: number;
  statusIds: string[];
  comment: string;
  forward: boolean;
  createdAt: number;
}

export function insertReport(store: Store, r: NewReport): number {
  return store.insert('INSERT INTO reports (reporter_id, target_id, status_ids, comment, forward, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    r.reporterId,
    r.targetId,
    JSON.stringify(r.statusIds),
    r.comment,
    r.forward ? 1 : 0,
    r.createdAt,
  ]);
}
