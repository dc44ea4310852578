// Per-request rendering state: who is looking, on which host, in which flavor, the rows loaded
// for the page (db/loaded/), plus a memo so an account shown twenty times in a page is built once.
import type { FastifyRequest } from 'fastify';
import type { Flavor, InstanceConfig } from '../config.js';
import { Loaded } from '../db/loaded/index.js';
import type { Store } from '../db/store.js';
import type { UserRow } from '../db/users.js';
import { baseUrl } from '../http/base.js';

export interface RenderCtx {
  store: Store;
  base: string;
  host: string;
  flavor: Flavor;
  pleroma: boolean;
  viewer: UserRow | null;
  config: InstanceConfig;
  memo: Map<string, unknown>;
  /** What the views read: loaded by the route (through present/) before it renders. */
  loaded: Loaded;
  chatSecret: string;
  /** The OAuth token of the request (its chat_token is tied to it), null when anonymous. */
  tokenId: number | null;
}

export function renderCtx(req: FastifyRequest): RenderCtx {
  const ctx = req.server.ctx;
  const base = baseUrl(req);
  const host = new URL(base).host;
  const viewer = req.auth?.user ?? null;
  return {
    store: ctx.store,
    base,
    host,
    flavor: ctx.flavor,
    pleroma: ctx.flavor === 'pleroma',
    viewer,
    config: ctx.config(),
    memo: new Map(),
    loaded: new Loaded(ctx.store, viewer?.id ?? null, host),
    chatSecret: ctx.secrets.chatSecret,
    tokenId: req.auth?.token.id ?? null,
  };
}

export function iso(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

export function mediaUrl(rc: RenderCtx, file: string): string {
  return /^https?:\/\//.test(file) ? file : `${rc.base}/media/${file}`;
}
