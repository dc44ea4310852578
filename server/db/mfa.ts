// Two-factor authentication: the TOTP secret and backup codes on the user's row, and the
// short-lived mfa_tokens that stand between a password check and a token.
import type { Store } from './store.js';

export interface MfaTokenRow {
  token_hash: string;
  user_id: number;
  app_id: number;
  scopes: string;
  expires_at: number;
  attempts: number;
}

export function mfaTokenOf(store: Store, tokenHash: string, appId: number): MfaTokenRow | undefined {
  return store.get<MfaTokenRow>('SELECT * FROM mfa_tokens WHERE token_hash = ? AND app_id = ?', [tokenHash, appId]);
}

export function deleteMfaToken(store: Store, tokenHash: string): void {
  store.run('DELETE FROM mfa_tokens WHERE token_hash = ?', [tokenHash]);
}

export function countMfaAttempt(store: Store, tokenHash: string): void {
  store.run('UPDATE mfa_tokens SET attempts = attempts + 1 WHERE token_hash = ?', [tokenHash]);
}

/** The last TOTP step used: a code is good once. */
export function setMfaLastStep(store: Store, userId: number, step: number): void {
  store.run('UPDATE users SET mfa_last_step = ? WHERE id = ?', [step, userId]);
}

export function setBackupCodes(store: Store, userId: number, digests: string[]): void {
  store.run('UPDATE users SET mfa_backup_codes = ? WHERE id = ?', [JSON.stringify(digests), userId]);
}

export function setMfaSecret(store: Store, userId: number, secret: string): void {
  store.run('UPDATE users SET mfa_secret = ? WHERE id = ?', [secret, userId]);
}

export function enableMfa(store: Store, userId: number): void {
  store.run('UPDATE users SET mfa_enabled = 1 WHERE id = ?', [userId]);
}

export function disableMfa(store: Store, userId: number): void {
  store.run("UPDATE users SET mfa_enabled = 0, mfa_secret = NULL, mfa_backup_codes = '[]' WHERE id = ?", [userId]);
}
