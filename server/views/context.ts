// Per-request rendering state: who is looking, on which host, in which flavor, plus a memo so
// an account shown twenty times in a page is built once.
import type { FastifyRequest } from 'fastify';
import type { Flavor, InstanceConfig } from '../config.js';
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
  chatSecret: string;
  /** The OAuth token of the request (its chat_token is tied to it), null when anonymous. */
  tokenId: number | null;
}

export function renderCtx(req: FastifyRequest): RenderCtx {
  const ctx = req.server.ctx;
  const base = baseUrl(req);
  return {
    store: ctx.store,
    base,
    host: new URL(base).host,
    flavor: ctx.flavor,
    pleroma: ctx.flavor === 'pleroma',
    viewer: req.auth?.user ?? null,
    config: ctx.config(),
    memo: new Map(),
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
