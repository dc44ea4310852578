// Announcements (Mastodon's API, also Pleroma's) and Pleroma's admin API for them. Raw server
// JSON; entities/announcement.ts normalizes.
import { request } from './http';
import type { AnnouncementFields } from '../entities/announcement';
export type { AnnouncementFields };

const one = (id: string) => `/api/v1/announcements/${encodeURIComponent(id)}`;
const ADMIN = '/api/v1/pleroma/admin/announcements';

export async function fetchAnnouncements(token: string | null): Promise<unknown> {
  return (await request('/api/v1/announcements', { token })).data;
}

export async function dismissAnnouncement(id: string, token: string | null): Promise<void> {
  await request(`${one(id)}/dismiss`, { method: 'POST', token });
}

export async function reactToAnnouncement(id: string, name: string, on: boolean, token: string | null): Promise<void> {
  await request(`${one(id)}/reactions/${encodeURIComponent(name)}`, { method: on ? 'PUT' : 'DELETE', token });
}

export async function fetchAdminAnnouncements(token: string | null): Promise<unknown> {
  return (await request(ADMIN, { token, query: { limit: 200 } })).data;
}

export async function createAdminAnnouncement(fields: AnnouncementFields, token: string | null): Promise<unknown> {
  return (await request(ADMIN, { method: 'POST', json: fields, token })).data;
}

export async function updateAdminAnnouncement(id: string, fields: AnnouncementFields, token: string | null): Promise<unknown> {
  return (await request(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'PATCH', json: fields, token })).data;
}

export async function deleteAdminAnnouncement(id: string, token: string | null): Promise<void> {
  await request(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}
