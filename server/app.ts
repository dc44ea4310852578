// Builds the Fastify instance: database, demo data on first run, body parsing, auth and routes.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import fs from 'node:fs';
import path from 'node:path';
import { installAuth } from './auth.js';
import { ConfigSource, dataPaths, DEFAULT_CONFIG, SERVER_DIR, type Flavor, type InstanceConfig } from './config.js';
import type { AppContext } from './context.js';
import { generateVapidKeys, randomToken } from './crypto.js';
import { openDatabase } from './db/open.js';
import { Store } from './db/store.js';
import { installCompression } from './http/compression.js';
import { installCors } from './http/cors.js';
import { installErrorHandler } from './http/errors.js';
import { markBodyReadEnd, markBodyReadStart } from './http/bodyErrors.js';
import { installBodyNormalizer, parseQueryString } from './http/params.js';
import { registerRoutes } from './routes/index.js';
import { seedDemo } from './seed/index.js';
import { createEventBus } from './events.js';
import { websocketOptions } from './streaming/index.js';
import { createMailer } from './mail/outbox.js';

const mailFrom = () => process.env.STARLING_MAIL_FROM ?? DEFAULT_CONFIG.email;

export interface BuildOptions {
  dataDir: string;
  flavor?: Flavor;
  distDir?: string;
  /** Seed the demo world when the database is empty (default true). */
  seed?: boolean;
  logger?: boolean;
  /** Send mail through this SMTP URL instead of writing .eml files into <data>/mail. */
  smtp?: string | null;
}

const SECRET_PARAMS = /([?&](?:access_token|token|code|password|client_secret|refresh_token|mfa_token)=)[^&#]*/gi;

/** Query strings can carry tokens (streaming, OAuth redirects): never let them reach a log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.STARLING_LOG_LEVEL ?? 'info',
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
      // @fastify/websocket logs the raw url as `path` for upgrades to non-socket routes.
      path: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
    },
  };
}

function loadSecrets(store: Store): AppContext['secrets'] {
  let vapid = store.setting('vapid');
  if (!vapid) {
    vapid = JSON.stringify(generateVapidKeys());
    store.setSetting('vapid', vapid);
  }
  let chatSecret = store.setting('chat_secret');
  if (!chatSecret) {
    chatSecret = randomToken(32);
    store.setSetting('chat_secret', chatSecret);
  }
  const keys = JSON.parse(vapid) as { publicKey: string; privateKey: string };
  return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, chatSecret };
}

function largestUploadLimit(c: InstanceConfig): number {
  return Math.max(c.uploadLimit, c.avatarUploadLimit, c.bannerUploadLimit, c.backgroundUploadLimit);
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(opts.dataDir);
  const paths = dataPaths(dataDir);
  fs.mkdirSync(paths.media, { recursive: true });
  const store = new Store(openDatabase(paths.db));
  const empty = (store.get<{ n: number }>('SELECT COUNT(*) AS n FROM users')?.n ?? 0) === 0;
  if (empty && opts.seed !== false) seedDemo(store, paths.media);

  const configSource = new ConfigSource(paths.instanceJson);
  const ctx: AppContext = {
    store,
    flavor: opts.flavor ?? 'pleroma',
    dataDir,
    distDir: path.resolve(opts.distDir ?? 'dist'),
    paths,
    config: () => configSource.get(),
    secrets: loadSecrets(store),
    events: createEventBus(),
    mailer: createMailer({ mailDir: path.join(dataDir, 'mail'), from: mailFrom(), smtp: opts.smtp, log: opts.logger === false ? () => {} : undefined }),
  };

  const app = Fastify({
    logger: loggerOptions(opts.logger ?? process.env.STARLING_LOG === '1'),
    bodyLimit: DEFAULT_CONFIG.uploadLimit + 1_000_000,
    trustProxy: process.env.STARLING_TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500, querystringParser: (qs: string) => parseQueryString(qs) },
  });
  app.decorate('ctx', ctx);
  installErrorHandler(app);
  installCors(app);

  // JSON bodies: an empty body is an empty object (clients often send the header on bare POSTs).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
    } catch {
      done(Object.assign(new Error('Invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });
  markBodyReadStart(app);
  await app.register(formbody, { parser: (s: string) => parseQueryString(s) });
  await app.register(multipart, {
    attachFieldsToBody: true,
    // The largest limit configured at boot; each upload route checks its own limit per request.
    limits: { fileSize: largestUploadLimit(ctx.config()), files: 10, fields: 200 },
  });
  markBodyReadEnd(app);
  installBodyNormalizer(app);
  await installCompression(app);
  // preCompressed: files with `.br`/`.gz` siblings (the client build) are sent as those.
  await app.register(fastifyStatic, { root: path.join(SERVER_DIR, 'instance-static'), serve: false, preCompressed: true });
  await app.register(websocket, websocketOptions); // before the routes, so it can see the socket route
  installAuth(app);
  registerRoutes(app);
  app.addHook('onClose', async () => store.close());
  return app;
}
