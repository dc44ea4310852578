// Pleroma 2.8 bookmark folders. Raw server JSON; entities/bookmarkFolder.ts normalizes.
import { request } from './http';

const BASE = '/api/v1/pleroma/bookmark_folders';

export interface BookmarkFolderFields {
  name: string;
  /** '' for none. */
  emoji: string;
}

export async function fetchBookmarkFolders(token: string | null): Promise<unknown> {
  return (await request(BASE, { token })).data;
}

export async function createBookmarkFolder(fields: BookmarkFolderFields, token: string | null): Promise<unknown> {
  return (await request(BASE, { method: 'POST', json: fields, token })).data;
}

export async function updateBookmarkFolder(id: string, fields: BookmarkFolderFields, token: string | null): Promise<unknown> {
  return (await request(`${BASE}/${encodeURIComponent(id)}`, { method: 'PATCH', json: fields, token })).data;
}

export async function deleteBookmarkFolder(id: string, token: string | null): Promise<void> {
  await request(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}

/** POST /statuses/:id/bookmark with folder_id: bookmarks into the folder (or moves it there) → the status. */
export async function bookmarkIntoFolder(statusId: string, folderId: string, token: string | null): Promise<unknown> {
  return (await request(`/api/v1/statuses/${encodeURIComponent(statusId)}/bookmark`, { method: 'POST', json: { folder_id: folderId }, token })).data;
}
