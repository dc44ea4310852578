// What every route can reach through `app.ctx`, and the request fields the auth hook fills.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Flavor, InstanceConfig, dataPaths } from './config.js';
import type { Store } from './db/store.js';
import type { AppRow, TokenRow } from './db/oauth.js';
import type { UserRow } from './db/users.js';
import type { EventBus } from './events.js';
import type { Mailer } from './mail/outbox.js';

export interface AppContext {
  store: Store;
  flavor: Flavor;
  dataDir: string;
  distDir: string;
  paths: ReturnType<typeof dataPaths>;
  config: () => InstanceConfig;
  secrets: { vapidPublicKey: string; vapidPrivateKey: string; chatSecret: string };
  /** Committed writes are published here for the streaming socket. */
  events: EventBus;
  /** Outgoing mail: the data/mail outbox, or SMTP with --smtp (server/mail/outbox.ts). */
  mailer: Mailer;
}

export interface Auth {
  token: TokenRow;
  app: AppRow;
  user: UserRow | null;
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** A bearer token was sent but is unknown, expired or revoked. */
    authFailed: boolean;
  }
}

export function isPleroma(app: FastifyInstance): boolean {
  return app.ctx.flavor === 'pleroma';
}

export function viewerOf(req: FastifyRequest): UserRow | null {
  return req.auth?.user ?? null;
}
