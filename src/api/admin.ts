// Pleroma's admin API for accounts. Each call returns the server's raw JSON.
import { request } from './http';

export type PermissionGroup = 'admin' | 'moderator';

export async function setUserTags(nickname: string, tags: string[], add: boolean, token: string): Promise<void> {
  await request('/api/pleroma/admin/users/tag', { method: add ? 'PUT' : 'DELETE', token, json: { nicknames: [nickname], tags } });
}

export async function setPermissionGroup(nickname: string, group: PermissionGroup, grant: boolean, token: string): Promise<unknown> {
  const path = `/api/pleroma/admin/users/${encodeURIComponent(nickname)}/permission_group/${group}`;
  return (await request(path, { method: grant ? 'POST' : 'DELETE', token })).data;
}

/** PATCH activate / deactivate; Pleroma answers `{users: [...]}` and the caller reads users[0]. */
export async function setActivation(nickname: string, active: boolean, token: string): Promise<unknown> {
  const path = `/api/pleroma/admin/users/${active ? 'activate' : 'deactivate'}`;
  return (await request(path, { method: 'PATCH', token, json: { nicknames: [nickname] } })).data;
}

export async function deleteUser(nickname: string, token: string): Promise<unknown> {
  return (await request('/api/pleroma/admin/users', { method: 'DELETE', token, query: { nickname } })).data;
}
