// The streaming socket, /api/v1/streaming: Mastodon's WebSocket API (plus what Pleroma adds).
// Browsers cannot set headers on a WebSocket, so the token comes as `access_token` in the query
// (read by the auth hook, redacted from logs) or as the Sec-WebSocket-Protocol. The stream is
// picked with `stream=` (and `tag=`) and more can be added with subscribe messages.
import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { appById, parseScopes, tokenByAccessToken } from '../db/oauth.js';
import { userById } from '../db/users.js';
import { badRequest } from '../http/errors.js';
import { renderCtx } from '../views/context.js';
import { refuseSocket, StreamClient, type Session } from './client.js';
import { StreamHub } from './hub.js';
import { parseSubscription } from './streams.js';

/** Options for @fastify/websocket (registered in app.ts, before the routes). */
export const websocketOptions: WebsocketPluginOptions = {
  // Clients only send small subscribe messages.
  options: { maxPayload: 64 * 1024 },
  // 1001 "going away": clients treat it as a normal end instead of an error to retry.
  preClose(this: FastifyInstance, done) {
    for (const socket of this.websocketServer.clients) socket.close(1001, 'Server shutting down');
    this.websocketServer.close();
    done();
  },
};

/** The token from the subprotocol header, when the query had none. */
function protocolToken(req: FastifyRequest): string | null {
  const header = req.headers['sec-websocket-protocol'];
  const first = typeof header === 'string' ? header.split(',')[0].trim() : '';
  return first || null;
}

function sessionOf(req: FastifyRequest): Session | { error: string } {
  const template = renderCtx(req);
  if (req.authFailed) return { error: 'Invalid access token' };
  if (req.auth) {
    const { token, user, scopes } = req.auth;
    return { userId: user?.id ?? null, tokenId: token.id, scopes, template };
  }
  const bearer = protocolToken(req);
  if (!bearer) return { userId: null, tokenId: null, scopes: [], template };
  const store = req.server.ctx.store;
  const token = tokenByAccessToken(store, bearer);
  const user = token?.user_id ? userById(store, token.user_id) : undefined;
  if (!token || !appById(store, token.app_id) || (token.user_id && (!user || user.deactivated))) {
    return { error: 'Invalid access token' };
  }
  return { userId: user?.id ?? null, tokenId: token.id, scopes: parseScopes(token.scopes), template };
}

export function registerStreaming(app: FastifyInstance): void {
  const hub = new StreamHub(app);
  hub.start();
  app.addHook('preClose', async () => hub.stop());

  const accept = (socket: WebSocket, req: FastifyRequest) => {
    const session = sessionOf(req);
    if ('error' in session) return refuseSocket(socket, session.error);
    if (!hub.running) return socket.close(1001, 'Server shutting down');
    if (app.ctx.config().private && session.userId === null) return refuseSocket(socket, 'This resource requires authentication.');
    const client = new StreamClient(socket, session);
    hub.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (data, isBinary) => client.handleMessage(data, isBinary));
    socket.on('close', () => hub.remove(client));
    const query = (req.query ?? {}) as Record<string, unknown>;
    if (query.stream === undefined) return;
    const parsed = parseSubscription(query.stream, query.tag, query.list);
    // An unknown stream keeps the socket (subscribe messages may follow); a forbidden one does not.
    if ('error' in parsed) return client.error(parsed.error);
    const refused = client.subscribe(parsed.sub);
    if (refused) client.refuse(refused);
  };

  app.route({
    method: 'GET',
    url: '/api/v1/streaming',
    handler: async () => {
      throw badRequest('This endpoint needs a WebSocket upgrade');
    },
    wsHandler: (socket, req) => accept(socket, req),
  });

  // Mastodon's health check, which some clients probe before connecting.
  app.get('/api/v1/streaming/health', async (_req, reply) => reply.type('text/plain').send('OK'));
}
