// The one fetch wrapper: bearer auth (never a token in the URL), query/body encoding, JSON
// parsing with clear errors, and Link-header cursors. Every failure is an ApiError.
import type { Cursors } from '../entities/types';
import { ApiError, redactUrl, serverMessageOf } from '../entities/apiError';
import { parseLinkHeader } from './linkHeader';
import { withToken } from './tokenRequests';
import { noAnswerStatus, noteServerAnswer } from './serverAnswer';

export { ApiError, parseLinkHeader, redactUrl, serverMessageOf };

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string | null;
  query?: Query;
  json?: unknown;
  form?: Record<string, string | Blob | (string | Blob)[] | undefined> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** fetch's cache mode, e.g. 'no-cache' for theme files. */
  cache?: RequestCache;
  /**
   * 'json': a 2xx body that is not valid JSON is an ApiError. 'text': never parsed. Default:
   * 'json' for /api/, /oauth/, /nodeinfo/ and *.json paths, else by content-type.
   */
  responseType?: 'json' | 'text' | 'auto';
  /** Outlives the page (fetch keepalive): a write sent as the page is left. */
  keepalive?: boolean;
  /**
   * The instance origin this call is for, when it is not the app's server: another signed-in
   * account's instance. The path is asked there and the token may go there.
   */
  instance?: string;
  /** Never handed to the outbox (the outbox's own sends, previews). */
  noOutbox?: boolean;
  /** Kept with the write if the outbox takes it, never sent: what the screen shows of it (a chat message's attachment). */
  outboxDisplay?: unknown;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  cursors: Cursors;
  headers: Headers;
}

/** A write that could not reach the server, as the outbox keeps it. */
export interface OfflineWrite {
  method: string;
  path: string;
  headers: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | string[]>;
  /** What the screen shows of it beyond what is sent (RequestOptions.outboxDisplay). */
  display?: unknown;
}

/** The write was kept by the outbox to be sent later: the caller shows it as done-but-waiting. */
export class QueuedWriteError extends ApiError {
  readonly queued = true;
}

export const isQueued = (e: unknown): e is QueuedWriteError => e instanceof QueuedWriteError;

// Set by the outbox when someone is signed in; true when it kept the write (it knows which it can).
// `tried`: the write went out and no answer came, so the server may have done it.
let keeper: ((path: string, opts: RequestOptions, tried: boolean) => Promise<boolean>) | null = null;
export function setOfflineWriteKeeper(k: typeof keeper): void {
  keeper = k;
}

// Set by the running outbox: true when the write's target has a kept action still ahead of it
// (waiting or being sent); sent now, it would overtake that one and the later click would lose.
let mustFollowKept: ((path: string, opts: RequestOptions) => boolean) | null = null;
export function setWriteOrderCheck(c: typeof mustFollowKept): void {
  mustFollowKept = c;
}

async function keepOffline(path: string, opts: RequestOptions, url: string, tried: boolean): Promise<void> {
  // A call for another account's instance (acting as it) is not kept: the outbox sends as the active account.
  if (!keeper || (opts.method ?? 'GET') === 'GET' || opts.noOutbox || opts.instance) return;
  if (await keeper(path, opts, tried).catch(() => false)) throw new QueuedWriteError('Waiting to send', { status: 0, url });
}

let server = '';

/** Instance origin ('' = same origin as the page). A trailing slash is dropped. */
export function setServer(base: string): void {
  server = typeof base === 'string' ? base.replace(/\/+$/, '') : '';
}

export function getServer(): string {
  return server;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const k = key.endsWith('[]') ? key : `${key}[]`;
      value.forEach((v) => params.append(k, String(v)));
    } else {
      params.append(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function buildForm(form: NonNullable<RequestOptions['form']>): FormData | URLSearchParams {
  if (typeof FormData !== 'undefined' && form instanceof FormData) return form;
  const entries = Object.entries(form as Record<string, string | Blob | (string | Blob)[] | undefined>);
  const isBlob = (v: unknown) => typeof Blob !== 'undefined' && v instanceof Blob;
  const hasBlob = entries.some(([, v]) => (Array.isArray(v) ? v.some(isBlob) : isBlob(v)));
  const body = hasBlob ? new FormData() : new URLSearchParams();
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    const list = Array.isArray(value) ? value : [value];
    const k = Array.isArray(value) && !key.endsWith('[]') ? `${key}[]` : key;
    for (const v of list) {
      if (body instanceof FormData) body.append(k, v);
      else body.append(k, String(v));
    }
  }
  return body;
}

function expectsJson(path: string): boolean {
  const p = path.replace(/^https?:\/\/[^/]+/i, '').split('?')[0];
  return /^\/(api|oauth|nodeinfo)\//.test(p) || p.endsWith('.json');
}

function originOf(u: string): string | null {
  try {
    return new URL(u, typeof location !== 'undefined' ? location.href : undefined).origin;
  } catch {
    return null;
  }
}

/** A bearer token only goes to the instance itself, never to an absolute URL elsewhere. */
function sameInstance(requestUrl: string, instance?: string): boolean {
  if (!/^https?:\/\//i.test(requestUrl)) return true;
  const target = originOf(requestUrl);
  const own = instance ? originOf(instance) : server ? originOf(server) : originOf('/');
  return target !== null && target === own;
}

const isJsonType = (ct: string) => /[/+]json\b/i.test(ct);

function statusMessage(status: number, statusText: string): string {
  return `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
}

export function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  return opts.token ? withToken(opts.token, send<T>(path, opts)) : send<T>(path, opts);
}

async function send<T>(path: string, opts: RequestOptions): Promise<ApiResponse<T>> {
  const base = /^https?:\/\//i.test(path) ? path : `${opts.instance?.replace(/\/+$/, '') ?? server}${path}`;
  const url = base + buildQuery(opts.query);
  const mode = opts.responseType && opts.responseType !== 'auto'
    ? opts.responseType
    : expectsJson(path) ? 'json' : 'auto';
  const accept = mode === 'json' ? 'application/json' : mode === 'text' ? '*/*' : 'application/json, */*;q=0.5';
  const headers: Record<string, string> = { Accept: accept, ...opts.headers };
  if (opts.token && sameInstance(base, opts.instance)) headers.Authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = buildForm(opts.form); // fetch sets the multipart / urlencoded content type itself
  }

  if (typeof navigator !== 'undefined' && navigator.onLine === false) await keepOffline(path, opts, url, false);
  else if (mustFollowKept?.(path, opts)) await keepOffline(path, opts, url, false);
  const ownServer = !opts.instance && sameInstance(base);
  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal, cache: opts.cache, keepalive: opts.keepalive });
  } catch (e) {
    if ((e as { name?: unknown } | null)?.name === 'AbortError') throw e; // the caller cancelled
    // Online yet no answer: the server is down (offline says itself).
    if (ownServer && (typeof navigator === 'undefined' || navigator.onLine !== false)) noteServerAnswer(false);
    // No answer at all (the network, not the server); it may still have arrived and been done.
    await keepOffline(path, opts, url, true);
    throw new ApiError('Failed to fetch', { status: 0, url });
  }

  if (ownServer) noteServerAnswer(!noAnswerStatus(res.status));
  // A proxy's 502/503/504 (or the instance's own 503 while it shuts down) is the instance not
  // there, as much as no answer: the write waits for it rather than being lost.
  if (ownServer && noAnswerStatus(res.status)) await keepOffline(path, opts, url, true);
  const contentType = res.headers.get('content-type') ?? '';
  let text = '';
  try {
    text = res.status === 204 ? '' : await res.text();
  } catch {
    throw new ApiError('Failed to read the response', { status: res.status, statusText: res.statusText, url });
  }

  let data: unknown = null;
  let parseError: string | null = null;
  if (text === '' || mode === 'text') {
    data = text === '' ? null : text;
  } else if (isJsonType(contentType) || mode === 'json') {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
      parseError = isJsonType(contentType)
        ? 'Malformed JSON in the server response'
        : `Expected JSON from the server, got ${contentType.split(';')[0] || 'an unknown content type'}`;
    }
  } else {
    data = text;
  }

  if (!res.ok) {
    const err = new ApiError('', { status: res.status, statusText: res.statusText, body: data, url });
    err.message = err.serverMessage ?? statusMessage(res.status, res.statusText);
    throw err;
  }
  if (parseError) {
    throw new ApiError(parseError, { status: res.status, statusText: res.statusText, body: text, url });
  }
  return { data: data as T, status: res.status, cursors: parseLinkHeader(res.headers.get('link')), headers: res.headers };
}
