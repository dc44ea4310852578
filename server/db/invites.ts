// Invite tokens (Pleroma's admin invites): created and listed by admins, checked and counted
// by registration while invites are required.
import { randomToken } from '../crypto.js';
import type { Store } from './store.js';

export interface InviteRow {
  id: number;
  token: string;
  max_use: number | null;
  uses: number;
  expires_at: number | null;
  used: number;
  created_at: number;
}

export function createInvite(store: Store, maxUse: number | null, expiresAt: number | null, now = Date.now()): InviteRow {
  const id = store.insert('INSERT INTO user_invites (token, max_use, expires_at, created_at) VALUES (?, ?, ?, ?)', [
    randomToken(16),
    maxUse,
    expiresAt,
    now,
  ]);
  return store.get<InviteRow>('SELECT * FROM user_invites WHERE id = ?', [id])!;
}

export type InviteCheck = 'ok' | 'invalid' | 'expired';

export function checkInvite(store: Store, token: string, now = Date.now()): InviteCheck {
  const row = inviteByToken(store, token);
  if (!row || row.used) return 'invalid';
  if (row.expires_at !== null && row.expires_at <= now) return 'expired';
  if (row.max_use !== null && row.uses >= row.max_use) return 'invalid';
  return 'ok';
}

/** Counts one use; a single-use invite (no max_use) is then spent. */
export function useInvite(store: Store, token: string): void {
  store.run(
    `UPDATE user_invites SET uses = uses + 1,
       used = CASE WHEN max_use IS NULL OR uses + 1 >= max_use THEN 1 ELSE 0 END
     WHERE token = ?`,
    [token],
  );
}

export function allInvites(store: Store): InviteRow[] {
  return store.all<InviteRow>('SELECT * FROM user_invites ORDER BY id');
}

export function inviteByToken(store: Store, token: string): InviteRow | undefined {
  return store.get<InviteRow>('SELECT * FROM user_invites WHERE token = ?', [token]);
}

export function revokeInvite(store: Store, id: number): void {
  store.run('UPDATE user_invites SET used = 1 WHERE id = ?', [id]);
}

export function renderInvite(row: InviteRow): Record<string, unknown> {
  return {
    id: row.id,
    token: row.token,
    used: row.used === 1,
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString().slice(0, 10),
    uses: row.uses,
    max_use: row.max_use,
    invite_type: row.max_use === null ? (row.expires_at === null ? 'one_time' : 'date_limited') : row.expires_at === null ? 'reusable' : 'reusable_date_limited',
  };
}
