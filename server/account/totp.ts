// TOTP (RFC 6238) through the otpauth library: SHA-1, 6 digits, 30 s steps, one step of clock skew
// either way; and the one-time recovery codes, kept only as sha256 digests.
import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { sha256 } from '../crypto.js';

const totpFor = (secret: string, label = '', issuer = '') =>
  new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function provisioningUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

const PERIOD_MS = 30_000;

/** The time step (count of 30 s periods since the epoch) the code belongs to, or null if invalid. */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / PERIOD_MS) + delta;
}

export function totpValid(secret: string, code: string, timestamp = Date.now()): boolean {
  return totpStep(secret, code, timestamp) !== null;
}

/** Ten codes of 10 hex characters: the plain list (shown once) and their digests (stored). */
export function newBackupCodes(): { codes: string[]; digests: string[] } {
  const codes = Array.from({ length: 10 }, () => crypto.randomBytes(5).toString('hex'));
  return { codes, digests: codes.map((c) => sha256(c)) };
}

/** The digests left after using `code`, or null if it is not one of them. */
export function useBackupCode(digests: string[], code: string): string[] | null {
  const digest = sha256(code.trim().toLowerCase());
  return digests.includes(digest) ? digests.filter((d) => d !== digest) : null;
}
