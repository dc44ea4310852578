// A user's domain blocks: GET lists the domains (Link-paged by row), POST and DELETE take `domain`.
// Their effect (timelines, notifications, search) lives in the shared filters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { blockDomain, unblockDomain } from '../../db/follows.js';
import { hostOf } from '../../http/base.js';
import { unprocessable } from '../../http/errors.js';
import { pagedAll } from '../../db/paging.js';
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
    const rows = pagedAll<{ domain: string; cursor: number }>(store, {
      select: 'domain, rowid AS cursor',
      from: 'domain_blocks',
      where: ['user_id = @viewer'],
      params: { viewer: req.auth!.user!.id },
      cursor: 'rowid',
      page,
    });
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
