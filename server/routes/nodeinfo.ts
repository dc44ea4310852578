// NodeInfo discovery and documents.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl } from '../http/base.js';
import { instanceCtx } from '../present/index.js';
import { renderNodeinfo } from '../views/nodeinfo.js';

const SCHEMA = 'http://nodeinfo.diaspora.software/ns/schema/';

export function registerNodeinfo(app: FastifyInstance): void {
  app.get('/.well-known/nodeinfo', async (req) => {
    const base = baseUrl(req);
    return {
      links: [
        { rel: `${SCHEMA}2.0`, href: `${base}/nodeinfo/2.0.json` },
        { rel: `${SCHEMA}2.1`, href: `${base}/nodeinfo/2.1.json` },
      ],
    };
  });
  for (const version of ['2.0', '2.1'] as const) {
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('Content-Type', `application/json; profile="${SCHEMA}${version}#"`);
      return renderNodeinfo(instanceCtx(req), version);
    };
    app.get(`/nodeinfo/${version}.json`, handler);
    app.get(`/nodeinfo/${version}`, handler);
  }
}
