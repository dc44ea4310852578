// One open streaming socket: who it belongs to, what it subscribed to, and the messages it sends.
import { WebSocket, type RawData } from 'ws';
import type { InstanceConfig } from '../config.js';
import { ownedList } from '../db/lists.js';
import { scopeAllows } from '../db/oauth.js';
import type { UserRow } from '../db/users.js';
import { Loaded } from '../db/loaded/index.js';
import type { RenderCtx } from '../views/context.js';
import { isPersonal, parseSubscription, scopeFor, type Subscription } from './streams.js';

/** Enough for every stream plus a few dozen hashtags. */
const MAX_SUBSCRIPTIONS = 64;

/** Sends the error, then closes with 1008 (policy violation): the client should not retry as is. */
export function refuseSocket(socket: WebSocket, message: string): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ error: message }));
  socket.close(1008, message);
}

export interface Session {
  userId: number | null;
  /** Null when the socket came without a token. */
  tokenId: number | null;
  scopes: string[];
  /** Rendering context of the upgrade request (host, flavor); viewer and memo are set per event. */
  template: RenderCtx;
}

export class StreamClient {
  readonly subs = new Map<string, Subscription>();
  /** Cleared at each heartbeat ping, set again by the pong. */
  alive = true;

  constructor(
    readonly socket: WebSocket,
    readonly session: Session,
  ) {}

  /** A scope check that lets token-less sockets through: they only reach public streams. */
  mayRead(scope: string): boolean {
    return this.session.tokenId === null || scopeAllows(this.session.scopes, scope);
  }

  /** Returns an error message, or null once subscribed. */
  subscribe(sub: Subscription): string | null {
    if (isPersonal(sub.name) && this.session.userId === null) return 'Missing access token';
    if (!this.mayRead(scopeFor(sub.name))) return 'Access token does not have the required scopes';
    // Only the owner streams a list (as Mastodon answers another user's list).
    if (sub.name === 'list' && !ownedList(this.session.template.store, this.session.userId!, sub.list ?? '')) {
      return 'Not authorized to stream this list';
    }
    if (!this.subs.has(sub.key) && this.subs.size >= MAX_SUBSCRIPTIONS) return 'Too many subscriptions';
    this.subs.set(sub.key, sub);
    return null;
  }

  /** A fresh rendering context per event: relationships and counts may have changed since. */
  renderCtx(viewer: UserRow | null, config: InstanceConfig): RenderCtx {
    const t = this.session.template;
    return { ...t, viewer, config, memo: new Map(), loaded: new Loaded(t.store, viewer?.id ?? null, t.host) };
  }

  send(label: string[], event: string, payload?: string): void {
    this.raw(payload === undefined ? { stream: label, event } : { stream: label, event, payload });
  }

  error(message: string): void {
    this.raw({ error: message });
  }

  refuse(message: string): void {
    refuseSocket(this.socket, message);
  }

  private raw(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** `{"type": "subscribe" | "unsubscribe", "stream": …, "tag": …}`, as Mastodon multiplexes. */
  handleMessage(data: RawData, isBinary: boolean): void {
    let message: unknown;
    try {
      message = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      message = undefined;
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) return this.error('Invalid message');
    const { type, stream, tag, list } = message as Record<string, unknown>;
    if (type !== 'subscribe' && type !== 'unsubscribe') return this.error('Unknown message type');
    const parsed = parseSubscription(stream, tag, list);
    if ('error' in parsed) return this.error(parsed.error);
    if (type === 'unsubscribe') {
      this.subs.delete(parsed.sub.key);
      return;
    }
    const refused = this.subscribe(parsed.sub);
    if (refused) this.error(refused);
  }
}
