// Polls and their votes.
import type { Store } from './store.js';

export interface PollRow {
  id: number;
  status_id: number;
  options: string;
  multiple: number;
  expires_at: number | null;
}

export function pollById(store: Store, id: number): PollRow | undefined {
  return store.get<PollRow>('SELECT * FROM polls WHERE id = ?', [id]);
}

export function hasVoted(store: Store, pollId: number, userId: number): boolean {
  return !!store.get('SELECT 1 FROM poll_votes WHERE poll_id = ? AND user_id = ?', [pollId, userId]);
}

export function addVote(store: Store, pollId: number, userId: number, choice: number): void {
  store.run('INSERT INTO poll_votes (poll_id, user_id, choice) VALUES (?, ?, ?)', [pollId, userId, choice]);
}
