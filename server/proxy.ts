// --backend URL: serve the client build from dist/ and forward API, OAuth, media and
// WebSocket paths to a real instance, so the same build can be tried against any server.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { redactUrl } from './app.js';
import { fileUnder, sendBuildFile } from './routes/static.js';

/**
 * Paths whose HTML pages belong to the server (its sign-in and authorize pages); any other
 * request that does not ask for HTML and is not a file of the build goes to the server too
 * (its own /assets, /fileserver, /system media, ...).
 */
const FORWARDED_PREFIXES = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/media', '/emoji', '/proxy', '/instance', '/images', '/auth', '/socket', '/static', '/assets', '/fileserver'];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'forwarded']);
/** Browser headers a server may insist on for a WebSocket upgrade (GoToSocial answers 418 without a User-Agent). */
const UPGRADE_HEADERS = ['user-agent', 'accept-language', 'cookie', 'authorization'];

export interface ProxyOptions {
  backend: string;
  distDir: string;
  logger?: boolean;
}

interface ClientSide {
  ip: string;
  proto: string;
  host: string;
}

function clientSide(req: IncomingMessage, encrypted: boolean): ClientSide {
  return { ip: req.socket.remoteAddress ?? '', proto: encrypted ? 'https' : 'http', host: req.headers.host ?? '' };
}

/** X-Forwarded-For/-Proto/-Host, appending to a chain an outer proxy already started. */
function xForwarded(headers: IncomingHttpHeaders, side: ClientSide): OutgoingHttpHeaders {
  const prior = headers['x-forwarded-for'];
  const chain = [Array.isArray(prior) ? prior.join(', ') : prior, side.ip].filter(Boolean).join(', ');
  return { 'x-forwarded-for': chain, 'x-forwarded-proto': side.proto, 'x-forwarded-host': side.host };
}

/** The browser's headers as they are (cookies and Accept-Encoding included), minus hop-by-hop ones. */
function requestHeaders(req: IncomingMessage, side: ClientSide): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(req.headers)) {
    // Origin/Referer name the proxy, not the server: a server comparing them to its own host would refuse.
    if (value === undefined || HOP_BY_HOP.has(key) || key.startsWith('x-forwarded-') || key === 'origin' || key === 'referer') continue;
    out[key] = value;
  }
  return { ...out, ...xForwarded(req.headers, side) };
}

/**
 * A server's cookie, made to work on the proxy's origin: no Domain (the browser is on another
 * host) and no Secure when the proxy itself is plain http.
 */
export function rewriteSetCookie(cookie: string, secureOrigin: boolean): string {
  return cookie
    .split(';')
    .filter((part) => {
      const name = part.trim().split('=')[0].toLowerCase();
      return name !== 'domain' && (secureOrigin || name !== 'secure');
    })
    .join(';');
}

function forward(opts: ProxyOptions, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const side = clientSide(req.raw, req.protocol === 'https');
  const target = new URL(`${opts.backend}${req.url}`);
  const ownOrigin = `${side.proto}://${side.host}`;
  return new Promise((resolve) => {
    const upstream = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: req.method, headers: requestHeaders(req.raw, side) },
      (res) => {
        for (const [key, value] of Object.entries(res.headers)) {
          if (value === undefined || HOP_BY_HOP.has(key)) continue;
          if (key === 'set-cookie') {
            reply.header(key, (Array.isArray(value) ? value : [value]).map((c) => rewriteSetCookie(c, side.proto === 'https')));
          } else if (key === 'link' || key === 'location') {
            // Keep pagination and redirects on this origin.
            reply.header(key, String(value).split(opts.backend).join(ownOrigin));
          } else {
            // Content-Encoding and Content-Length pass as they are: the body is not decoded here.
            reply.header(key, value);
          }
        }
        reply.status(res.statusCode ?? 502);
        reply.send(res);
        resolve();
      },
    );
    upstream.on('error', (err) => {
      req.log.warn({ err, url: redactUrl(req.url) }, 'backend unreachable');
      if (!reply.sent) reply.status(502).send({ error: 'Backend unreachable' });
      resolve();
    });
    if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
    else req.raw.pipe(upstream);
  });
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
    const headers: OutgoingHttpHeaders = xForwarded(req.headers, clientSide(req, 'encrypted' in socket && Boolean(socket.encrypted)));
    for (const name of UPGRADE_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
    const upstream = new WebSocket(`${opts.backend.replace(/^http/, 'ws')}${url}`, protocols, { headers: headers as Record<string, string> });
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
  // preCompressed: the build's `.br`/`.gz` siblings are sent as those (as the embedded server does).
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  proxyWebSocket(opts, app);

  app.all('/*', async (req, reply) => {
    const urlPath = req.url.split('?')[0];
    if (req.method === 'GET' || req.method === 'HEAD') {
      const asset = fileUnder(distDir, urlPath);
      if (asset) return sendBuildFile(reply, distDir, asset);
    }
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const serverPath = FORWARDED_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
    if (wantsPage && !serverPath && fileUnder(distDir, '/index.html')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', distDir, { cacheControl: false });
    }
    await forward(opts, req, reply);
    return reply;
  });
  return app;
}
