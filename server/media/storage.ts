// Writes an upload to data/media/<random>/<safe name>. /media/* is served from this origin with a
// Content-Type taken from the file extension, so the extension is chosen here from the (sniffed)
// type and only types that cannot run script get theirs; everything else is stored as `.bin`
// (application/octet-stream). Images get a thumbnail beside them (thumbnail.ts, sharp).
// Unattached uploads are kept; a sweep of ones older than a day is still to do.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '../http/params.js';
import { sniffImage } from './sniff.js';

export type AttachmentType = 'image' | 'video' | 'audio' | 'unknown';

export interface StoredUpload {
  /** Path under data/media, with forward slashes. */
  file: string;
  mime: string;
  type: AttachmentType;
  width: number | null;
  height: number | null;
  size: number;
}

/** Types served under their own extension. SVG, HTML, XML and scripts are deliberately absent. */
const SAFE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/webm': 'weba',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'text/plain': 'txt',
  'application/pdf': 'pdf',
};

function declaredMime(value: string): string {
  const mime = value.split(';')[0].trim().toLowerCase();
  return /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(mime) ? mime : 'application/octet-stream';
}

export function attachmentType(mime: string, served: boolean): AttachmentType {
  if (!served) return 'unknown';
  const kind = mime.split('/')[0];
  return kind === 'image' || kind === 'video' || kind === 'audio' ? kind : 'unknown';
}

/** The client's file name reduced to [A-Za-z0-9._-], without its extension. */
export function safeStem(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '');
  const clean = stem.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '').slice(0, 80);
  return clean || 'file';
}

export async function storeUpload(mediaDir: string, upload: UploadedFile): Promise<StoredUpload> {
  const sniffed = sniffImage(upload.data);
  const mime = sniffed?.mime ?? declaredMime(upload.mimetype);
  const ext = SAFE_EXTENSIONS[mime];
  const dir = crypto.randomBytes(16).toString('hex');
  const name = `${safeStem(upload.filename)}.${ext ?? 'bin'}`;
  await fs.mkdir(path.join(mediaDir, dir), { recursive: true });
  await fs.writeFile(path.join(mediaDir, dir, name), upload.data, { flag: 'wx' });
  return {
    file: `${dir}/${name}`,
    mime,
    type: attachmentType(mime, ext !== undefined),
    width: sniffed?.width ?? null,
    height: sniffed?.height ?? null,
    size: upload.data.length,
  };
}

/** Best-effort removal when the database write after a store failed. */
export async function removeUpload(mediaDir: string, file: string): Promise<void> {
  await fs.rm(path.join(mediaDir, path.dirname(file)), { recursive: true, force: true }).catch(() => undefined);
}
