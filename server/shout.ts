// The shoutbox: Pleroma's Phoenix socket at /socket/websocket (V2 JSON frames, shout/phoenix.ts).
// The socket is opened with `token` = the user's chat_token (verify_credentials); a bad one is
// refused with 403 before the upgrade, as Phoenix does. One channel, `chat:public`: on join the
// last 19 shouts (event `messages`), then `new_msg` for each shout anyone pushes. Shouts are kept
// in the `shouts` table. Heartbeats on topic `phoenix`; a socket silent for 60 s is closed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocket } from 'ws';
import { verifyChatToken } from './auth.js';
import { userById, type UserRow } from './db/users.js';
import { ApiError } from './http/errors.js';
import { str } from './http/params.js';
import { parseFrame, push, reply, type Frame } from './shout/phoenix.js';
import { avatarUrl } from './views/account.js';
import { renderCtx, type RenderCtx } from './views/context.js';

export const SHOUT_TOPIC = 'chat:public';
export const SHOUT_HISTORY = 19;
const IDLE_MS = 60_000;

interface ShoutRow {
  id: number;
  text: string;
  user_id: number;
}

interface Member {
  socket: WebSocket;
  user: UserRow;
  rc: RenderCtx;
  /** join_ref of the chat:public join, null until joined. */
  joinRef: string | null;
  lastSeen: number;
}

function renderShout(rc: RenderCtx, row: ShoutRow, author: UserRow): Record<string, unknown> {
  return { id: row.id, text: row.text, author: { id: author.id, username: author.nickname, avatar: avatarUrl(rc, author) } };
}

function userOfToken(app: FastifyInstance, req: FastifyRequest): UserRow | null {
  const token = str((req.query as Record<string, unknown> | undefined)?.token);
  const id = token ? verifyChatToken(app.ctx.secrets.chatSecret, token) : null;
  const user = id === null ? undefined : userById(app.ctx.store, id);
  return user && !user.deactivated ? user : null;
}

export function registerShout(app: FastifyInstance): void {
  const store = app.ctx.store;
  const members = new Set<Member>();

  const send = (m: Member, frame: Frame) => {
    if (m.socket.readyState === WebSocket.OPEN) m.socket.send(JSON.stringify(frame));
  };

  const history = (rc: RenderCtx) =>
    store
      .all<ShoutRow>('SELECT * FROM (SELECT id, text, user_id FROM shouts ORDER BY id DESC LIMIT ?) ORDER BY id', [SHOUT_HISTORY])
      .map((row) => {
        const author = userById(store, row.user_id);
        return author ? renderShout(rc, row, author) : null;
      })
      .filter(Boolean);

  const shout = (m: Member, frame: Frame) => {
    const text = (str(frame[4].text) ?? '').trim();
    if (!text || text.length > app.ctx.config().shoutLimit) return send(m, reply(frame, 'error', { reason: 'invalid message' }));
    const id = store.tx(() => store.insert('INSERT INTO shouts (user_id, text, created_at) VALUES (?, ?, ?)', [m.user.id, text, Date.now()]));
    send(m, reply(frame, 'ok'));
    for (const other of members) {
      if (other.joinRef === null) continue;
      send(other, push(other.joinRef, SHOUT_TOPIC, 'new_msg', renderShout(other.rc, { id, text, user_id: m.user.id }, m.user)));
    }
  };

  const handle = (m: Member, frame: Frame) => {
    const [joinRef, , topic, event] = frame;
    m.lastSeen = Date.now();
    if (topic === 'phoenix' && event === 'heartbeat') return send(m, reply(frame, 'ok'));
    if (event === 'phx_join') {
      if (topic !== SHOUT_TOPIC) return send(m, reply(frame, 'error', { reason: 'unmatched topic' }));
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
      if (!userOfToken(app, req)) throw new ApiError(403, 'Invalid token');
    },
    handler: async () => {
      throw new ApiError(400, 'This endpoint needs a WebSocket upgrade');
    },
    wsHandler: (socket, req) => {
      const user = userOfToken(app, req);
      if (!user) return socket.close(1008, 'Invalid token');
      const m: Member = { socket, user, rc: renderCtx(req), joinRef: null, lastSeen: Date.now() };
      members.add(m);
      socket.on('message', (data, isBinary) => {
        const frame = isBinary ? null : parseFrame(data.toString());
        if (frame) handle(m, frame);
      });
      socket.on('close', () => members.delete(m));
    },
  });
}
