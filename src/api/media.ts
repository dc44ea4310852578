// Media: POST /api/v1/media with upload progress, PUT /api/v1/media/:id.
// The upload uses XMLHttpRequest because fetch reports no upload progress. Raw JSON out;
// every failure is an ApiError like http.ts's.
import { ApiError, getServer, request } from './http';

export interface UploadOptions {
  token: string | null;
  description?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** POST /api/v1/media (multipart `file`) → the attachment JSON. */
export function uploadMedia(file: Blob, opts: UploadOptions): Promise<unknown> {
  const url = `${getServer()}/api/v1/media`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (opts.token) xhr.setRequestHeader('Authorization', `Bearer ${opts.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (body && typeof body === 'object') resolve(body);
        else reject(new ApiError('Malformed JSON in the server response', { status: xhr.status, body, url }));
        return;
      }
      const err = new ApiError('', { status: xhr.status, statusText: xhr.statusText, body, url });
      err.message = err.serverMessage ?? `HTTP ${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''}`;
      reject(err);
    };
    xhr.onerror = () => reject(new ApiError('Failed to fetch', { status: 0, url }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, (file as File).name ?? 'file');
    if (opts.description) form.append('description', opts.description);
    xhr.send(form);
  });
}

/** A media's new description as a request (PUT /api/v1/media/:id), as sent and as the outbox keeps it. */
export const mediaDescriptionWrite = (id: string, description: string) => ({
  method: 'PUT' as const,
  path: `/api/v1/media/${encodeURIComponent(id)}`,
  headers: {} as Record<string, string>,
  json: { description },
});

/** PUT /api/v1/media/:id with { description } → the attachment JSON. */
export async function updateMediaDescription(id: string, description: string, token: string | null): Promise<unknown> {
  const { path, ...opts } = mediaDescriptionWrite(id, description);
  return (await request(path, { ...opts, token })).data;
}
