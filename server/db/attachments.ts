// Attachment rows written by the media routes (uploads) and claimed by new posts.
import type { StoredUpload } from '../media/storage.js';
import type { Store } from './store.js';

export interface AttachmentRow {
  id: number;
  user_id: number;
  status_id: number | null;
  position: number;
  type: string;
  mime: string;
  file: string;
  preview_file: string | null;
  remote_url: string | null;
  description: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  size: number;
  blurhash: string | null;
  created_at: number;
}

export function attachmentById(store: Store, id: number): AttachmentRow | undefined {
  return store.get<AttachmentRow>('SELECT * FROM attachments WHERE id = ?', [id]);
}

/** previewFile: the thumbnail under data/media, or null to preview with the original. */
export function insertAttachment(store: Store, userId: number, upload: StoredUpload, description: string, previewFile: string | null = null): number {
  return store.insert(
    `INSERT INTO attachments (user_id, status_id, position, type, mime, file, preview_file, description, width, height, size, created_at)
     VALUES (?, NULL, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [userId, upload.type, upload.mime, upload.file, previewFile, description, upload.width, upload.height, upload.size, Date.now()],
  );
}

export function setAttachmentDescription(store: Store, id: number, description: string): void {
  store.run('UPDATE attachments SET description = ? WHERE id = ?', [description, id]);
}

/** The poster's own uploads that no status has claimed yet, in the order asked for. */
export function unattachedOf(store: Store, userId: number, ids: number[]): AttachmentRow[] {
  return ids
    .map((id) => attachmentById(store, id))
    .filter((a): a is AttachmentRow => !!a && a.user_id === userId && a.status_id === null);
}

export function attachToStatus(store: Store, statusId: number, ids: number[]): void {
  ids.forEach((id, position) => store.run('UPDATE attachments SET status_id = ?, position = ? WHERE id = ?', [statusId, position, id]));
}
