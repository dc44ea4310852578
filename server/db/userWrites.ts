// Writes to a user's own row: account settings, e-mail, deactivation and what admins change.
import type { Store } from './store.js';

/**
 * Sets the given columns of the user's row. The names come from the caller's own whitelist
 * (update_credentials' fields), never from a request.
 */
export function updateUserColumns(store: Store, userId: number, set: Record<string, unknown>): void {
  const names = Object.keys(set);
  if (names.length === 0) return;
  store.run(`UPDATE users SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`, { ...set, id: userId });
}

/** Whether another account (local or remote) already uses the e-mail, in any letter case. */
export function emailTakenByOther(store: Store, email: string, userId: number): boolean {
  return !!store.get('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?', [email, userId]);
}

export function setEmail(store: Store, userId: number, email: string): void {
  store.run('UPDATE users SET email = ? WHERE id = ?', [email, userId]);
}

export function confirmEmail(store: Store, userId: number): void {
  store.run('UPDATE users SET is_confirmed = 1 WHERE id = ?', [userId]);
}

export function setNotificationSettings(store: Store, userId: number, settings: object): void {
  store.run('UPDATE users SET notification_settings = ? WHERE id = ?', [JSON.stringify(settings), userId]);
}

/** The owner's own deactivation: the account stays, its sessions end. */
export function deactivateOwnAccount(store: Store, userId: number): void {
  store.run('UPDATE users SET deactivated = 1 WHERE id = ?', [userId]);
  store.run('DELETE FROM tokens WHERE user_id = ?', [userId]);
}

export function setUserTags(store: Store, userId: number, tags: string[]): void {
  store.run('UPDATE users SET tags = ? WHERE id = ?', [JSON.stringify(tags), userId]);
}

export function setStaffRole(store: Store, userId: number, group: 'admin' | 'moderator', on: boolean): void {
  const column = group === 'admin' ? 'is_admin' : 'is_moderator';
  store.run(`UPDATE users SET ${column} = ? WHERE id = ?`, [on ? 1 : 0, userId]);
}

export function setDeactivated(store: Store, userId: number, deactivated: boolean): void {
  store.run('UPDATE users SET deactivated = ? WHERE id = ?', [deactivated ? 1 : 0, userId]);
}

export function approveUser(store: Store, userId: number): void {
  store.run('UPDATE users SET is_approved = 1 WHERE id = ?', [userId]);
}

export function requirePasswordReset(store: Store, userId: number): void {
  store.run('UPDATE users SET password_reset_pending = 1 WHERE id = ?', [userId]);
}

export function setPasswordHash(store: Store, userId: number, hash: string): void {
  store.run('UPDATE users SET password_hash = ? WHERE id = ?', [hash, userId]);
}
