// Cursor pagination: max_id / since_id / min_id / limit in, an RFC 8288 Link header out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../db/paging.js';
import { badRequest } from './errors.js';
import { baseUrl } from './base.js';
import { str } from './params.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 40;

function cursorParam(query: Record<string, unknown>, name: string): number | undefined {
  const value = str(query[name]);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,17}$/.test(value)) throw badRequest(`Invalid ${name}`);
  return Number(value);
}

export function pageParams(req: FastifyRequest, maxLimit = MAX_LIMIT): Page {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const rawLimit = Number(str(query.limit));
  const limit = Number.isFinite(rawLimit) && rawLimit > 0 ? Math.min(Math.floor(rawLimit), maxLimit) : DEFAULT_LIMIT;
  return {
    maxId: cursorParam(query, 'max_id'),
    sinceId: cursorParam(query, 'since_id'),
    minId: cursorParam(query, 'min_id'),
    limit,
  };
}

/** Offset pagination used by a few list endpoints (search, suggestions). */
export function offsetParam(req: FastifyRequest): number {
  const n = Number(str((req.query as Record<string, unknown>)?.offset));
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Link header with `next` (older, max_id) and `prev` (newer, min_id); none for an empty page. */
export function setLinkHeader(req: FastifyRequest, reply: FastifyReply, cursors: (number | string)[]): void {
  if (cursors.length === 0) return;
  const q = req.url.indexOf('?');
  const pathname = q < 0 ? req.url : req.url.slice(0, q);
  const qs = q < 0 ? '' : req.url.slice(q + 1);
  const link = (key: string, value: number | string) => {
    const params = new URLSearchParams(qs);
    for (const k of ['max_id', 'min_id', 'since_id', 'access_token']) params.delete(k);
    params.set(key, String(value));
    return `${baseUrl(req)}${pathname}?${params.toString()}`;
  };
  const next = link('max_id', cursors[cursors.length - 1]);
  const prev = link('min_id', cursors[0]);
  reply.header('Link', `<${next}>; rel="next", <${prev}>; rel="prev"`);
}
