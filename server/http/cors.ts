// Pleroma answers API calls from any origin (bearer tokens, no cookies), which lets a client
// served elsewhere (e.g. the Vite dev server, or a client adding an account here from its own
// origin, two-factor step included) talk to this instance. Also: nosniff everywhere.
import type { FastifyInstance } from 'fastify';

const CORS_PREFIXES = ['/api/', '/oauth/token', '/oauth/mfa/challenge', '/oauth/revoke', '/nodeinfo/', '/.well-known/', '/media/', '/emoji/', '/static/'];
const EXPOSED = 'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id, Idempotency-Key';

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const path = req.url.split('?')[0];
    if (!CORS_PREFIXES.some((p) => path.startsWith(p))) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      const requested = req.headers['access-control-request-headers'];
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('Access-Control-Allow-Headers', requested ?? 'Authorization, Content-Type, Idempotency-Key')
        .header('Access-Control-Max-Age', '86400')
        .status(204)
        .send();
      return reply;
    }
  });
}
