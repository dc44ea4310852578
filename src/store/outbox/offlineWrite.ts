// A request's options as the outbox keeps them: plain data only (a Blob cannot wait in
// IndexedDB, a keepalive write belongs to a page being left); null for what it never takes.
import { buildQuery, type OfflineWrite, type RequestOptions } from '../../api/http';

export function offlineWriteOf(path: string, opts: RequestOptions): OfflineWrite | null {
  const method = opts.method ?? 'GET';
  if (method === 'GET' || opts.noOutbox || opts.keepalive || !opts.token) return null;
  if (typeof FormData !== 'undefined' && opts.form instanceof FormData) return null;
  const form: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries((opts.form ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') form[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) form[k] = v as string[];
    else if (v !== undefined) return null;
  }
  const write: OfflineWrite = { method, path: path + buildQuery(opts.query), headers: { ...opts.headers }, json: opts.json, form: opts.form ? form : undefined };
  if (opts.outboxDisplay !== undefined) write.display = opts.outboxDisplay;
  return write;
}
