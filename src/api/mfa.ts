// Pleroma's two-factor API (MFA). Raw server JSON.
import { request } from './http';

const BASE = '/api/pleroma/accounts/mfa';

export async function fetchMfaSettings(token: string): Promise<unknown> {
  return (await request(BASE, { token })).data;
}

export async function setupTotp(token: string): Promise<unknown> {
  return (await request(`${BASE}/setup/totp`, { token })).data;
}

export async function confirmTotp(token: string, password: string, code: string): Promise<unknown> {
  return (await request(`${BASE}/confirm/totp`, { method: 'POST', token, form: { password, code } })).data;
}

export async function disableTotp(token: string, password: string): Promise<unknown> {
  return (await request(`${BASE}/totp`, { method: 'DELETE', token, form: { password } })).data;
}

/** New recovery codes; the previous ones stop working. */
export async function fetchBackupCodes(token: string): Promise<unknown> {
  return (await request(`${BASE}/backup_codes`, { token })).data;
}
