// Search: GET /api/v2/search (accounts, statuses, hashtags with history), /api/v1/search (hashtags
// as names) and /api/v1/accounts/search. `@user@host` and status or profile URLs are found among
// known rows whether or not `resolve` is set (nothing federates, so there is nothing more to fetch).
// Each list is cut to `limit` after `offset`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUserIfPrivate } from '../../auth.js';
import { searchAccounts, searchTags, likeEscape, statusByUriOrUrl, type TagHit } from '../../db/search.js';
import { canSee, fetchTimeline, statusById, type StatusRow } from '../../db/statuses.js';
import { userByAcct, type UserRow } from '../../db/users.js';
import { baseUrl, hostOf } from '../../http/base.js';
import { badRequest } from '../../http/errors.js';
import { offsetParam } from '../../http/paginate.js';
import { bool, str } from '../../http/params.js';
import { presentAccounts, presentStatuses } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { hearsFrom, withoutBlocked } from './timeline-filters.js';

const TYPES = ['accounts', 'statuses', 'hashtags'] as const;
type SearchType = (typeof TYPES)[number];
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 40;
const MAX_OFFSET = 10_000;
const MAX_WORDS = 8;

interface SearchQuery {
  q: string;
  type: SearchType | null;
  following: boolean;
  accountId: number | null;
  limit: number;
  offset: number;
}

function parseQuery(req: FastifyRequest, defaultLimit = DEFAULT_LIMIT): SearchQuery {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const type = str(query.type) || null;
  if (type !== null && !(TYPES as readonly string[]).includes(type)) throw badRequest('Invalid type');
  const n = Number(str(query.limit));
  const accountId = str(query.account_id);
  if (accountId && !/^\d{1,17}$/.test(accountId)) throw badRequest('Invalid account_id');
  return {
    q: (str(query.q) ?? '').trim().slice(0, 500),
    type: type as SearchType | null,
    following: bool(query.following) ?? false,
    accountId: accountId ? Number(accountId) : null,
    limit: Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), MAX_LIMIT) : defaultLimit,
    offset: Math.min(offsetParam(req), MAX_OFFSET),
  };
}

function asUrl(q: string): URL | null {
  if (!/^https?:\/\//i.test(q)) return null;
  try {
    return new URL(q);
  } catch {
    return null;
  }
}

/** Whether a URL points at this instance (compared as parsed, so ':80' and '' agree). */
function isOurs(req: FastifyRequest, url: URL): boolean {
  return url.host === new URL(baseUrl(req)).host;
}

/** A status by one of its URLs: ours (/notice/ID, /objects/ID, /statuses/ID, /@nick/ID) or a stored uri/url. */
function statusByUrl(req: FastifyRequest, url: URL): StatusRow | undefined {
  const store = req.server.ctx.store;
  if (isOurs(req, url)) {
    const m = /^\/(?:notice|objects|statuses|@[^/]+|users\/[^/]+\/statuses)\/(\d{1,17})\/?$/.exec(url.pathname);
    const local = m ? statusById(store, Number(m[1])) : undefined;
    if (local) return local;
  }
  return statusByUriOrUrl(store, url.href);
}

/** An account by its profile URL: https://host/users/nick or https://host/@nick. */
function accountByUrl(req: FastifyRequest, url: URL): UserRow | undefined {
  const m = /^\/(?:users\/|@)([^/@]+)\/?$/.exec(url.pathname);
  if (!m) return undefined;
  const host = isOurs(req, url) ? hostOf(req) : url.hostname;
  return userByAcct(req.server.ctx.store, `${decodeURIComponent(m[1])}@${host}`, hostOf(req));
}

function findAccounts(req: FastifyRequest, s: SearchQuery): UserRow[] {
  const store = req.server.ctx.store;
  const viewerId = req.auth?.user?.id ?? null;
  const url = asUrl(s.q);
  if (url) {
    const found = accountByUrl(req, url);
    return found && !found.deactivated && s.offset === 0 && hearsFrom(req, found.id, { withMuted: true }) ? [found] : [];
  }
  const hits = searchAccounts(store, { viewerId, term: s.q, following: s.following, limit: s.limit, offset: s.offset });
  // '@user@host' resolves to that exact account first, even when the prefix search ranks it lower.
  if (/^@?[^@\s]+@[^@\s]+$/.test(s.q)) {
    const exact = userByAcct(store, s.q, hostOf(req));
    if (exact && !exact.deactivated && s.offset === 0 && hearsFrom(req, exact.id, { withMuted: true })) {
      return [exact, ...hits.filter((u) => u.id !== exact.id)].slice(0, s.limit);
    }
  }
  return hits;
}

function findStatuses(req: FastifyRequest, s: SearchQuery): StatusRow[] {
  const store = req.server.ctx.store;
  const viewerId = req.auth?.user?.id ?? null;
  const url = asUrl(s.q);
  if (url) {
    const found = statusByUrl(req, url);
    if (!found || s.offset > 0 || !canSee(store, found, viewerId)) return [];
    return withoutBlocked(req, [found]);
  }
  const words = s.q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const params: Record<string, unknown> = {};
  const where = ['s.reblog_of_id IS NULL'];
  words.forEach((w, i) => {
    params[`w${i}`] = `%${likeEscape(w)}%`;
    where.push(`(s.source LIKE @w${i} ESCAPE '\\' OR s.spoiler_text LIKE @w${i} ESCAPE '\\')`);
  });
  if (s.accountId !== null) {
    where.push('s.user_id = @account');
    params.account = s.accountId;
  }
  // Offsets over a cursor query: fetch offset + limit rows, keep the last `limit`.
  const rows = fetchTimeline(store, { viewerId, where, params, withMuted: true, page: { limit: s.offset + s.limit } });
  return rows.slice(s.offset);
}

function findTags(req: FastifyRequest, s: SearchQuery): TagHit[] {
  if (asUrl(s.q) || s.q.replace(/^#/, '').includes('@')) return [];
  return searchTags(req.server.ctx.store, s.q, s.limit, s.offset);
}

function search(req: FastifyRequest, s: SearchQuery) {
  const rc = renderCtx(req);
  const wants = (t: SearchType) => s.q !== '' && (s.type === null || s.type === t);
  return {
    accounts: wants('accounts') ? presentAccounts(rc, findAccounts(req, s)) : [],
    statuses: wants('statuses') ? presentStatuses(rc, findStatuses(req, s)) : [],
    hashtags: wants('hashtags') ? findTags(req, s) : [],
    base: rc.base,
  };
}

export function registerSearch(app: FastifyInstance): void {
  const readable = { preHandler: requireUserIfPrivate(app) };

  app.get('/api/v2/search', readable, async (req) => {
    const { base, hashtags, ...rest } = search(req, parseQuery(req));
    return {
      ...rest,
      hashtags: hashtags.map((h) => ({ name: h.tag, url: `${base}/tag/${encodeURIComponent(h.tag)}`, history: h.history })),
    };
  });

  app.get('/api/v1/search', readable, async (req) => {
    const { base: _base, hashtags, ...rest } = search(req, parseQuery(req));
    return { ...rest, hashtags: hashtags.map((h) => h.tag) };
  });

  app.get('/api/v1/accounts/search', readable, async (req) => {
    const s = { ...parseQuery(req, MAX_LIMIT), type: 'accounts' as const };
    if (!s.q) return [];
    const rc = renderCtx(req);
    return presentAccounts(rc, findAccounts(req, s));
  });
}
