// Writes behind registration and the admin API: creating a local account, the mailed single-use
// tokens (password reset, e-mail confirmation) and deleting an account with its posts.
import { hashPassword, randomToken, sha256 } from '../crypto.js';
import type { Store } from './store.js';
import type { UserRow } from './users.js';

export interface NewAccount {
  nickname: string;
  displayName: string;
  email: string | null;
  password: string;
  bio: string;
  reason: string | null;
  approved: boolean;
  confirmed: boolean;
}

export function insertAccount(store: Store, a: NewAccount, now = Date.now()): number {
  return store.insert(
    `INSERT INTO users (nickname, domain, display_name, note, note_source, email, password_hash, is_approved,
       is_confirmed, registration_reason, created_at)
     VALUES (@nickname, NULL, @displayName, @note, @bio, @email, @hash, @approved, @confirmed, @reason, @now)`,
    {
      nickname: a.nickname,
      displayName: a.displayName,
      note: escapeHtml(a.bio).replace(/\n/g, '<br>'),
      bio: a.bio,
      email: a.email,
      hash: hashPassword(a.password),
      approved: a.approved ? 1 : 0,
      confirmed: a.confirmed ? 1 : 0,
      reason: a.reason,
      now,
    },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type AccountTokenKind = 'password_reset' | 'confirmation';

export const TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = {
  password_reset: 60 * 60 * 1000,
  confirmation: 7 * 24 * 60 * 60 * 1000,
};

/** A new mailed token; only its digest is stored. */
export function createAccountToken(store: Store, kind: AccountTokenKind, userId: number, now = Date.now()): string {
  const token = randomToken(24);
  store.run('INSERT INTO account_tokens (token_hash, kind, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(token),
    kind,
    userId,
    now + TOKEN_LIFETIME_MS[kind],
    now,
  ]);
  return token;
}

/** The user a live token belongs to (not consumed). */
export function peekAccountToken(store: Store, kind: AccountTokenKind, token: string, now = Date.now()): number | null {
  const row = store.get<{ user_id: number; expires_at: number }>(
    'SELECT user_id, expires_at FROM account_tokens WHERE token_hash = ? AND kind = ?',
    [sha256(token), kind],
  );
  return row && row.expires_at > now ? row.user_id : null;
}

/** Uses a token up: the user id when it was live, else null. Call inside a transaction. */
export function consumeAccountToken(store: Store, kind: AccountTokenKind, token: string, now = Date.now()): number | null {
  const userId = peekAccountToken(store, kind, token, now);
  store.run('DELETE FROM account_tokens WHERE token_hash = ? AND kind = ?', [sha256(token), kind]);
  return userId;
}

export function setPassword(store: Store, userId: number, password: string): void {
  store.run('UPDATE users SET password_hash = ?, password_reset_pending = 0 WHERE id = ?', [hashPassword(password), userId]);
  // Pleroma signs every session out when a password is reset.
  store.run('DELETE FROM tokens WHERE user_id = ?', [userId]);
  store.run("DELETE FROM account_tokens WHERE user_id = ? AND kind = 'password_reset'", [userId]);
}

export interface DeletedStatusInfo {
  statusId: string;
  authorId: string;
  visibility: string;
  audienceUserIds: string[];
}

/** Deletes an account and every status of it; returns what the streaming bus must announce. */
export function deleteAccount(store: Store, user: UserRow): DeletedStatusInfo[] {
  // Others' reblogs of these posts go too (ON DELETE CASCADE); streams must drop them as well.
  const statuses = store.all<{ id: number; user_id: number; visibility: string }>(
    'SELECT id, user_id, visibility FROM statuses WHERE user_id = @id OR reblog_of_id IN (SELECT id FROM statuses WHERE user_id = @id)',
    { id: user.id },
  );
  const deleted = statuses.map((s) => ({
    statusId: String(s.id),
    authorId: String(s.user_id),
    visibility: s.visibility,
    audienceUserIds: store
      .all<{ user_id: number }>('SELECT user_id FROM mentions WHERE status_id = ?', [s.id])
      .map((m) => String(m.user_id)),
  }));
  store.run('DELETE FROM statuses WHERE user_id = ?', [user.id]);
  store.run('DELETE FROM users WHERE id = ?', [user.id]);
  return deleted;
}
