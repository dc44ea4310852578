// The signed-in user's own account: profile update, password,
// email, deletion, OAuth tokens and list imports. Each returns the server's raw JSON.
import { request } from './http';
import type { ImportKind } from '../entities/accountImport';
export type { ImportKind };

/** PATCH /api/v1/accounts/update_credentials: JSON, or multipart when images are sent. */
export async function updateCredentials(token: string, body: Record<string, unknown> | FormData): Promise<unknown> {
  const init = body instanceof FormData ? { form: body } : { json: body };
  return (await request('/api/v1/accounts/update_credentials', { method: 'PATCH', token, ...init })).data;
}

export async function changePassword(token: string, password: string, newPassword: string, confirmation: string): Promise<unknown> {
  const form = { password, new_password: newPassword, new_password_confirmation: confirmation };
  return (await request('/api/pleroma/change_password', { method: 'POST', token, form })).data;
}

export async function changeEmail(token: string, email: string, password: string): Promise<unknown> {
  return (await request('/api/pleroma/change_email', { method: 'POST', token, form: { email, password } })).data;
}

export async function deleteAccount(token: string, password: string): Promise<unknown> {
  return (await request('/api/pleroma/delete_account', { method: 'POST', token, form: { password } })).data;
}

export async function fetchOAuthTokens(token: string): Promise<unknown> {
  return (await request('/api/oauth_tokens.json', { token })).data;
}

export async function revokeOAuthToken(token: string, id: string): Promise<unknown> {
  return (await request(`/api/oauth_tokens/${encodeURIComponent(id)}`, { method: 'DELETE', token })).data;
}


/** POST /api/pleroma/{follow,mutes,blocks}_import with the file's text as the `list` field. */
export async function importList(token: string, kind: ImportKind, list: string): Promise<unknown> {
  return (await request(`/api/pleroma/${kind}`, { method: 'POST', token, form: { list } })).data;
}
