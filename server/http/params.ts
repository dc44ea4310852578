// Form bodies and query strings arrive flat (`poll[options][]=a`); Pleroma (Plug) nests them.
// These helpers give routes the same nested shape for query, urlencoded, multipart and JSON.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][]` → ['a', 'b', '']; an empty segment means "append". */
function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first <= 0 || !key.endsWith(']')) return [key];
  const parts = [key.slice(0, first)];
  const re = /\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  let consumed = first;
  while ((m = re.exec(key)) !== null) {
    if (m.index !== consumed) return [key];
    parts.push(m[1]);
    consumed = m.index + m[0].length;
  }
  return consumed === key.length ? parts : [key];
}

type Tree = Record<string, unknown>;

function assign(target: Tree, path: string[], value: unknown): void {
  if (path.some((p) => FORBIDDEN_KEYS.has(p))) return;
  let node: Tree | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const last = i === path.length - 1;
    const nextIsAppend = path[i + 1] === '';
    if (Array.isArray(node)) {
      if (last) {
        node.push(value);
        return;
      }
      const child: Tree | unknown[] = nextIsAppend ? [] : {};
      node.push(child);
      node = child;
      continue;
    }
    if (last) {
      const existing = node[seg];
      if (existing === undefined) node[seg] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else node[seg] = [existing, value];
      return;
    }
    let child = node[seg];
    if (nextIsAppend) {
      if (!Array.isArray(child)) child = child === undefined ? [] : [child];
    } else if (!child || typeof child !== 'object' || Array.isArray(child)) {
      child = {};
    }
    node[seg] = child;
    node = child as Tree | unknown[];
  }
}

/** Nest flat bracket keys. Repeated keys become arrays; `x[]` is always an array. */
export function nestKeys(flat: Iterable<[string, unknown]>): Tree {
  const out: Tree = {};
  for (const [key, value] of flat) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) assign(out, splitKey(key), v);
  }
  return out;
}

export function parseQueryString(qs: string): Tree {
  return nestKeys(new URLSearchParams(qs).entries());
}

interface MultipartEntry {
  type?: string;
  value?: unknown;
  filename?: string;
  mimetype?: string;
  _buf?: Buffer;
}

function fromMultipart(entry: MultipartEntry): unknown {
  if (entry.type === 'file') {
    return { filename: entry.filename ?? 'file', mimetype: entry.mimetype ?? 'application/octet-stream', data: entry._buf ?? Buffer.alloc(0) } satisfies UploadedFile;
  }
  return entry.value;
}

/** Register after @fastify/multipart (attachFieldsToBody: true) so its parts are already read. */
export function installBodyNormalizer(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (!req.isMultipart() || !req.body || typeof req.body !== 'object') return;
    const pairs: [string, unknown][] = [];
    for (const [key, raw] of Object.entries(req.body as Record<string, MultipartEntry | MultipartEntry[]>)) {
      const list = Array.isArray(raw) ? raw : [raw];
      for (const entry of list) pairs.push([key, fromMultipart(entry)]);
    }
    req.body = nestKeys(pairs);
  });
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return !!value && typeof value === 'object' && Buffer.isBuffer((value as UploadedFile).data);
}

/** Read a form value that should be a string (form fields may repeat and JSON may send numbers). */
export function str(value: unknown): string | undefined {
  if (Array.isArray(value)) return str(value[value.length - 1]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Pleroma's truthiness for form booleans. */
export function bool(value: unknown): boolean | undefined {
  const s = str(value);
  if (s === undefined || s === '') return undefined;
  return !['false', '0', 'f', 'off', 'no'].includes(s.toLowerCase());
}

/** A list that may come as `x[]`, a repeated key, a single value or an object with index keys. */
export function list(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map((v) => str(v)).filter((v): v is string => v !== undefined);
  if (typeof value === 'object') return list(Object.values(value as object));
  const s = str(value);
  return s === undefined ? [] : [s];
}

/** The parsed body (form, multipart or JSON) as a record; {} when there is none. */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

/** A parameter from the body or, as some clients send it, the query string. */
export function param(req: FastifyRequest, name: string): unknown {
  return bodyOf(req)[name] ?? (req.query as Record<string, unknown> | undefined)?.[name];
}
