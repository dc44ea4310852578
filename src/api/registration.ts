// Registration, captcha and password reset (POST /accounts, captcha, auth/password).
// Raw JSON in, raw JSON out; entities/registration.ts reads it.
import { request } from './http';

export type RegistrationParams = Record<string, string | undefined>;

/** POST /api/v1/accounts with the app token. Throws ApiError (its body carries Pleroma's errors). */
export async function registerAccount(params: RegistrationParams, appToken: string | null): Promise<unknown> {
  return (await request('/api/v1/accounts', { method: 'POST', token: appToken, form: params })).data;
}

export async function fetchCaptcha(): Promise<unknown> {
  return (await request('/api/pleroma/captcha')).data;
}

/** POST {server}/auth/password?email= with no body: 204 when accepted, 429 when throttled. */
export async function requestPasswordReset(email: string): Promise<number> {
  return (await request('/auth/password', { method: 'POST', query: { email }, responseType: 'text' })).status;
}
