// Sticker images: a picked sticker is fetched as a file so it can be uploaded as media.
// The image is public; no token is sent.
import { ApiError, getServer } from './http';

/** GET the sticker image at `path` (absolute, or relative to the instance) → a File named after it. */
export async function fetchStickerFile(path: string): Promise<File> {
  const url = /^https?:\/\//i.test(path) ? path : `${getServer()}${path}`;
  let res: Response;
  try {
    res = await fetch(url);
  } catch {
    throw new ApiError('Failed to fetch', { status: 0, url });
  }
  if (!res.ok) throw new ApiError(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`, { status: res.status, statusText: res.statusText, url });
  const blob = await res.blob();
  const last = url.split('?')[0].split('/').pop() || 'sticker.png';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape in a server-given path: keep the name as written.
  }
  return new File([blob], name, { type: blob.type || 'image/png' });
}
