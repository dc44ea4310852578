// --backend URL: serve the client build from dist/ and forward API, OAuth, media and
// WebSocket paths to a real instance, so the same build can be tried against any server.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { redactUrl } from './app.js';
import { fileUnder } from './routes/static.js';

const FORWARDED_PREFIXES = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/media', '/emoji', '/proxy', '/instance', '/images', '/auth', '/socket'];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length', 'content-encoding', 'accept-encoding']);

export interface ProxyOptions {
  backend: string;
  distDir: string;
  logger?: boolean;
}

function forwardedHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(key) || key === 'origin' || key === 'referer' || key === 'cookie') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

async function forward(opts: ProxyOptions, req: FastifyRequest, reply: FastifyReply) {
  const target = `${opts.backend}${req.url}`;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: req.method,
      headers: forwardedHeaders(req),
      body: hasBody ? (Readable.toWeb(req.raw) as ReadableStream) : undefined,
      redirect: 'manual',
      // Node's fetch needs this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (err) {
    req.log.warn({ err, url: redactUrl(req.url) }, 'backend unreachable');
    return reply.status(502).send({ error: 'Backend unreachable' });
  }
  const ownOrigin = `${req.protocol}://${req.host}`;
  upstream.headers.forEach((value, key) => {
    if (HOP_BY_HOP.has(key) || key === 'set-cookie') return;
    // Keep pagination and redirects on this origin.
    reply.header(key, key === 'link' || key === 'location' ? value.split(opts.backend).join(ownOrigin) : value);
  });
  reply.status(upstream.status);
  return reply.send(upstream.body ? Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream) : '');
}

function proxyWebSocket(opts: ProxyOptions, app: FastifyInstance): void {
  const wss = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/api/v1/streaming') && !url.startsWith('/socket')) {
      socket.destroy();
      return;
    }
    const protocols = req.headers['sec-websocket-protocol']?.split(',').map((p) => p.trim());
    const upstream = new WebSocket(`${opts.backend.replace(/^http/, 'ws')}${url}`, protocols);
    upstream.on('error', () => socket.destroy());
    upstream.on('open', () => {
      wss.handleUpgrade(req, socket, head, (client) => {
        client.on('message', (data, isBinary) => upstream.send(data, { binary: isBinary }));
        upstream.on('message', (data, isBinary) => client.send(data, { binary: isBinary }));
        const closeBoth = (code: number, reason: Buffer) => {
          const safe = code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 ? code : 1000;
          if (client.readyState === WebSocket.OPEN) client.close(safe, reason);
          if (upstream.readyState === WebSocket.OPEN) upstream.close(safe, reason);
        };
        client.on('close', closeBoth);
        upstream.on('close', closeBoth);
      });
    });
  });
  app.addHook('onClose', async () => wss.close());
}

export async function buildProxy(opts: ProxyOptions): Promise<FastifyInstance> {
  const distDir = path.resolve(opts.distDir);
  const app = Fastify({ logger: opts.logger ? { serializers: { req: (r: { method: string; url: string }) => ({ method: r.method, url: redactUrl(r.url) }) } } : false });
  // Bodies pass through untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  await app.register(fastifyStatic, { root: distDir, serve: false });
  proxyWebSocket(opts, app);

  app.all('/*', async (req, reply) => {
    const urlPath = req.url.split('?')[0];
    if (req.method === 'GET' || req.method === 'HEAD') {
      const asset = fileUnder(distDir, urlPath);
      if (asset) return reply.sendFile(asset, distDir);
    }
    if (FORWARDED_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`)) || urlPath.startsWith('/static/')) {
      return forward(opts, req, reply);
    }
    if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && fileUnder(distDir, '/index.html')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', distDir, { cacheControl: false });
    }
    return reply.status(404).send({ error: 'Not found' });
  });
  return app;
}
