// A user's own sessions (access tokens) as the security settings list and revoke them.
import type { Store } from './store.js';

export interface SessionRow {
  id: number;
  app_name: string;
  expires_at: number;
}

export function liveSessionsOf(store: Store, userId: number, now = Date.now()): SessionRow[] {
  return store.all<SessionRow>(
    'SELECT t.id, a.name AS app_name, t.expires_at FROM tokens t JOIN apps a ON a.id = t.app_id WHERE t.user_id = ? AND t.expires_at > ? ORDER BY t.id DESC',
    [userId, now],
  );
}

/** Revokes one of the user's tokens; false when it is not theirs. */
export function revokeSession(store: Store, userId: number, tokenId: number): boolean {
  return store.run('DELETE FROM tokens WHERE id = ? AND user_id = ?', [tokenId, userId]).changes > 0;
}

export function deleteToken(store: Store, tokenId: number): void {
  store.run('DELETE FROM tokens WHERE id = ?', [tokenId]);
}
