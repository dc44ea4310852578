// A user's domain blocks: GET lists the domains (Link-paged by row), POST and DELETE take `domain`.
// Their effect (timelines, notifications, search) lives in the shared filters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { blockDomain, unblockDomain } from '../../db/follows.js';
import { hostOf } from '../../http/base.js';
import { unprocessable } from '../../http/errors.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { param, str } from '../../http/params.js';
import { toAsciiDomain } from './domain-name.js';

function domainParam(req: FastifyRequest): string {
  const raw = str(param(req, 'domain'));
  const domain = raw ? toAsciiDomain(raw) : null;
  if (!domain) throw unprocessable('Invalid domain');
  return domain;
}

export function registerDomainBlocks(app: FastifyInstance): void {
  const store = app.ctx.store;

  app.get('/api/v1/domain_blocks', { preHandler: requireUser(app, 'read:blocks') }, async (req, reply) => {
    const page = pageParams(req);
    const where = ['user_id = @viewer'];
    const params: Record<string, unknown> = { viewer: req.auth!.user!.id, limit: page.limit };
    let order = 'DESC';
    if (page.maxId !== undefined) {
      where.push('rowid < @maxId');
      params.maxId = page.maxId;
    }
    if (page.minId !== undefined) {
      where.push('rowid > @minId');
      params.minId = page.minId;
      order = 'ASC';
    } else if (page.sinceId !== undefined) {
      where.push('rowid > @sinceId');
      params.sinceId = page.sinceId;
    }
    const rows = store.all<{ domain: string; cursor: number }>(
      `SELECT domain, rowid AS cursor FROM domain_blocks WHERE ${where.join(' AND ')} ORDER BY rowid ${order} LIMIT @limit`,
      params,
    );
    if (order === 'ASC') rows.reverse();
    setLinkHeader(req, reply, rows.map((r) => r.cursor));
    return rows.map((r) => r.domain);
  });

  app.post('/api/v1/domain_blocks', { preHandler: requireUser(app, 'write:blocks') }, async (req) => {
    const domain = domainParam(req);
    if (domain === hostOf(req).toLowerCase().replace(/:\d+$/, '')) throw unprocessable('You cannot block your own domain');
    store.tx(() => blockDomain(store, req.auth!.user!.id, domain));
    return {};
  });

  app.delete('/api/v1/domain_blocks', { preHandler: requireUser(app, 'write:blocks') }, async (req) => {
    unblockDomain(store, req.auth!.user!.id, domainParam(req));
    return {};
  });
}
