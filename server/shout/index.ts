// The shoutbox: Pleroma's Phoenix socket at /socket/websocket (V2 JSON frames, shout/phoenix.ts).
// The socket is opened with `token` = the user's chat_token (verify_credentials); a bad one is
// refused with 403 before the upgrade, as Phoenix does. One channel, `chat:public`: on join the
// last 19 shouts (event `messages`), then `new_msg` for each shout anyone pushes. Shouts are kept
// in the `shouts` table. Heartbeats on topic `phoenix`; a socket silent for 60 s is closed.
// The socket has the rights of the OAuth token its chat_token names (shout/chatToken.ts): joining
// needs read, shouting write; every frame rechecks that token and its account, and a revocation,
// deactivation or deletion (event `access:revoked`) closes the user's sockets that lost them.
// Shouts are limited per account and sockets per user (shout/limits.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocket } from 'ws';
import { scopeAllows } from '../db/oauth.js';
import { insertShout, latestShouts, type ShoutRow } from '../db/shouts.js';
import { userById, type UserRow } from '../db/users.js';
import { ApiError } from '../http/errors.js';
import { str } from '../http/params.js';
import { Throttle } from '../http/throttle.js';
import { chatSessionOf, chatTokenId, type ChatSession } from './chatToken.js';
import { MAX_SHOUT_SOCKETS_PER_USER, SHOUT_RATE_LIMIT, SHOUT_RATE_WINDOW_MS } from './limits.js';
import { parseFrame, push, reply, type Frame } from './phoenix.js';
import { avatarUrl } from '../views/account.js';
import { renderCtx, type RenderCtx } from '../views/context.js';

export const SHOUT_TOPIC = 'chat:public';
export const SHOUT_HISTORY = 19;
const IDLE_MS = 60_000;

interface Member {
  socket: WebSocket;
  tokenId: number;
  /** As of the last frame: rechecked on each one. */
  user: UserRow;
  scopes: string[];
  rc: RenderCtx;
  /** join_ref of the chat:public join, null until joined. */
  joinRef: string | null;
  lastSeen: number;
}

function renderShout(rc: RenderCtx, row: ShoutRow, author: UserRow): Record<string, unknown> {
  return { id: row.id, text: row.text, author: { id: author.id, username: author.nickname, avatar: avatarUrl(rc, author) } };
}

function sessionOfRequest(app: FastifyInstance, req: FastifyRequest): ChatSession | null {
  const token = str((req.query as Record<string, unknown> | undefined)?.token);
  const tokenId = token ? chatTokenId(app.ctx.secrets.chatSecret, token) : null;
  return tokenId === null ? null : chatSessionOf(app.ctx.store, tokenId);
}

export function registerShout(app: FastifyInstance): void {
  const store = app.ctx.store;
  const members = new Set<Member>();
  const shoutRate = new Throttle(SHOUT_RATE_LIMIT, SHOUT_RATE_WINDOW_MS);
  const socketsOf = (userId: number) => [...members].filter((m) => m.user.id === userId).length;

  /** Refreshes the member's rights from its token; closes the socket and answers false if they are gone. */
  const stillAllowed = (m: Member): boolean => {
    const session = chatSessionOf(store, m.tokenId);
    if (!session) {
      m.socket.close(1008, 'Invalid token');
      return false;
    }
    m.user = session.user;
    m.scopes = session.scopes;
    return true;
  };
  const onAccessRevoked = (userId: number) => {
    for (const m of members) if (m.user.id === userId) stillAllowed(m);
  };
  app.ctx.events.on('access:revoked', onAccessRevoked);
  app.addHook('preClose', async () => void app.ctx.events.off('access:revoked', onAccessRevoked));

  const send = (m: Member, frame: Frame) => {
    if (m.socket.readyState === WebSocket.OPEN) m.socket.send(JSON.stringify(frame));
  };

  const history = (rc: RenderCtx) =>
    latestShouts(store, SHOUT_HISTORY)
      .map((row) => {
        const author = userById(store, row.user_id);
        return author ? renderShout(rc, row, author) : null;
      })
      .filter(Boolean);

  const shout = (m: Member, frame: Frame) => {
    const text = (str(frame[4].text) ?? '').trim();
    if (!scopeAllows(m.scopes, 'write:chats')) return send(m, reply(frame, 'error', { reason: 'forbidden' }));
    if (!text || text.length > app.ctx.config().shoutLimit) return send(m, reply(frame, 'error', { reason: 'invalid message' }));
    if (!shoutRate.hit(String(m.user.id))) return send(m, reply(frame, 'error', { reason: 'rate limited' }));
    const id = store.tx(() => insertShout(store, m.user.id, text));
    send(m, reply(frame, 'ok'));
    for (const other of members) {
      if (other.joinRef === null) continue;
      send(other, push(other.joinRef, SHOUT_TOPIC, 'new_msg', renderShout(other.rc, { id, text, user_id: m.user.id }, m.user)));
    }
  };

  const handle = (m: Member, frame: Frame) => {
    const [joinRef, , topic, event] = frame;
    m.lastSeen = Date.now();
    if (!stillAllowed(m)) return;
    if (topic === 'phoenix' && event === 'heartbeat') return send(m, reply(frame, 'ok'));
    if (event === 'phx_join') {
      if (topic !== SHOUT_TOPIC) return send(m, reply(frame, 'error', { reason: 'unmatched topic' }));
      if (!scopeAllows(m.scopes, 'read:chats')) return send(m, reply(frame, 'error', { reason: 'forbidden' }));
      m.joinRef = joinRef;
      send(m, reply(frame, 'ok'));
      return send(m, push(joinRef, SHOUT_TOPIC, 'messages', { messages: history(m.rc) }));
    }
    if (topic !== SHOUT_TOPIC || m.joinRef === null) return send(m, reply(frame, 'error', { reason: 'unmatched topic' }));
    if (event === 'new_msg') return shout(m, frame);
    if (event === 'phx_leave') {
      send(m, reply(frame, 'ok'));
      send(m, [m.joinRef, m.joinRef, SHOUT_TOPIC, 'phx_close', {}]);
      m.joinRef = null;
    }
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const m of members) if (now - m.lastSeen > IDLE_MS) m.socket.close(1000, 'heartbeat timeout');
  }, IDLE_MS / 2);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));

  app.route({
    method: 'GET',
    url: '/socket/websocket',
    // Before the upgrade, so a bad token is an HTTP 403 as from Phoenix's connect/3.
    preValidation: async (req) => {
      const session = sessionOfRequest(app, req);
      if (!session) throw new ApiError(403, 'Invalid token');
      if (socketsOf(session.user.id) >= MAX_SHOUT_SOCKETS_PER_USER) throw new ApiError(429, 'Too many connections');
    },
    handler: async () => {
      throw new ApiError(400, 'This endpoint needs a WebSocket upgrade');
    },
    wsHandler: (socket, req) => {
      const session = sessionOfRequest(app, req);
      if (!session) return socket.close(1008, 'Invalid token');
      if (socketsOf(session.user.id) >= MAX_SHOUT_SOCKETS_PER_USER) return socket.close(1013, 'Too many connections');
      const { tokenId, user, scopes } = session;
      const m: Member = { socket, tokenId, user, scopes, rc: renderCtx(req), joinRef: null, lastSeen: Date.now() };
      members.add(m);
      socket.on('message', (data, isBinary) => {
        const frame = isBinary ? null : parseFrame(data.toString());
        if (frame) handle(m, frame);
      });
      socket.on('close', () => members.delete(m));
    },
  });
}
