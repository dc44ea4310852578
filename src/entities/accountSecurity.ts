// Account-security answers (OAuth tokens, MFA and imports), normalized: never a throw,
// defaults for anything missing or odd.
import { arr, bool, id, num, obj, str, strings } from './coerce';

export interface OAuthTokenEntry {
  id: string;
  appName: string;
  validUntil: string;
}

export function normalizeOAuthTokens(raw: unknown): OAuthTokenEntry[] {
  return arr(raw)
    .map((t) => ({ id: id(obj(t).id), appName: str(obj(t).app_name), validUntil: str(obj(t).valid_until) }))
    .filter((t) => t.id !== '');
}

export interface MfaSettings {
  enabled: boolean;
  totp: boolean;
}

export function normalizeMfaSettings(raw: unknown): MfaSettings {
  const settings = obj(obj(raw).settings);
  return { enabled: bool(settings.enabled), totp: bool(settings.totp) };
}

export interface TotpSetup {
  key: string;
  provisioningUri: string;
}

export function normalizeTotpSetup(raw: unknown): TotpSetup {
  const o = obj(raw);
  const uri = str(o.provisioning_uri);
  return { key: str(o.key), provisioningUri: uri.startsWith('otpauth://') ? uri : '' };
}

export function normalizeBackupCodes(raw: unknown): string[] {
  return strings(obj(raw).codes);
}

export interface ImportResult {
  /** Counts when the server reports them (this instance does; Pleroma answers "job started"). */
  imported: number | null;
  skipped: number | null;
}

export function normalizeImportResult(raw: unknown): ImportResult {
  const o = obj(raw);
  const count = (v: unknown) => (typeof v === 'number' ? num(v) : null);
  return { imported: count(o.imported), skipped: count(o.skipped) };
}
