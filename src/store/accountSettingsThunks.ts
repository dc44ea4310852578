// The settings modal's server writes (profile, security, two-factor, imports). Each resolves to an
// Outcome: the value, or the server's error text (an avatar or banner update shows it
// as is), so a form can show it and keep what the user typed.
import * as api from '../api/accountSettings';
import * as mfaApi from '../api/mfa';
import { updateNotificationSettings } from '../api/notifications';
import {
  normalizeBackupCodes,
  normalizeImportResult,
  normalizeMfaSettings,
  normalizeOAuthTokens,
  normalizeTotpSetup,
  type ImportResult,
  type MfaSettings,
  type OAuthTokenEntry,
  type TotpSetup,
} from '../entities/accountSecurity';
import { normalizeUser } from '../entities/user';
import { usersReceived } from './usersSlice';
import type { AppThunk } from './index';
import { withToken, type Outcome } from './withToken';

/** PATCH update_credentials; the answer (the user's own account) goes into the users table. */
export const saveProfile =
  (body: Record<string, unknown> | FormData): AppThunk<Promise<Outcome<null>>> =>
  async (dispatch) => {
    const outcome = await dispatch(withToken((token) => api.updateCredentials(token, body)));
    if (!outcome.ok) return outcome;
    const user = normalizeUser(outcome.value);
    if (user.id) dispatch(usersReceived([user]));
    return { ok: true, value: null };
  };

export const saveNotificationSettings = (settings: Record<string, boolean>) =>
  withToken((token) => updateNotificationSettings(settings, token));

export const changePassword = (password: string, next: string, confirmation: string) =>
  withToken((token) => api.changePassword(token, password, next, confirmation));
export const changeEmail = (email: string, password: string) => withToken((token) => api.changeEmail(token, email, password));
export const deleteAccount = (password: string) => withToken((token) => api.deleteAccount(token, password));

export const loadOAuthTokens = (): AppThunk<Promise<Outcome<OAuthTokenEntry[]>>> =>
  withToken(async (token) => normalizeOAuthTokens(await api.fetchOAuthTokens(token)));
export const revokeOAuthToken = (id: string) => withToken((token) => api.revokeOAuthToken(token, id));

export const importAccounts = (kind: api.ImportKind, list: string): AppThunk<Promise<Outcome<ImportResult>>> =>
  withToken(async (token) => normalizeImportResult(await api.importList(token, kind, list)));

export const loadMfaSettings = (): AppThunk<Promise<Outcome<MfaSettings>>> =>
  withToken(async (token) => normalizeMfaSettings(await mfaApi.fetchMfaSettings(token)));
export const startTotpSetup = (): AppThunk<Promise<Outcome<TotpSetup>>> =>
  withToken(async (token) => normalizeTotpSetup(await mfaApi.setupTotp(token)));
export const confirmTotp = (password: string, code: string) => withToken((token) => mfaApi.confirmTotp(token, password, code));
export const disableTotp = (password: string) => withToken((token) => mfaApi.disableTotp(token, password));
export const newBackupCodes = (): AppThunk<Promise<Outcome<string[]>>> =>
  withToken(async (token) => normalizeBackupCodes(await mfaApi.fetchBackupCodes(token)));
