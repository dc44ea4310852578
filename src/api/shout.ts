// The shoutbox socket: a small Phoenix channels client written from the
// protocol's description. Frames are V2 JSON arrays [join_ref, ref, topic, event, payload]. The
// socket joins `chat:public` (phx_join, answered by phx_reply), hears `messages` (history) and
// `new_msg`, pushes `new_msg` {text} with a 10 000 ms reply timeout, sends a heartbeat on topic
// `phoenix` every 30 s and reconnects (and rejoins) after an unexpected close.
import { getServer } from './http';

export const SHOUT_TOPIC = 'chat:public';
export const SHOUT_PUSH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
const RECONNECT_MS = [1000, 2000, 5000, 10_000];

export type ShoutState = 'joining' | 'joined' | 'closed' | 'error';

export interface ShoutHandlers {
  onState: (state: ShoutState) => void;
  /** Raw messages of the `messages` event (oldest first). */
  onHistory: (messages: unknown[]) => void;
  onMessage: (message: unknown) => void;
}

export interface ShoutConnection {
  /** Resolves on an ok reply; rejects on an error reply, a timeout or a closed socket. */
  push: (text: string) => Promise<void>;
  close: () => void;
}

type Frame = [string | null, string | null, string, string, unknown];

interface Pending {
  resolve: () => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** ws(s)://host/socket/websocket for the instance origin (the page's when none is set). */
export function shoutSocketUrl(token: string): string {
  const origin = getServer() || window.location.origin;
  const ws = origin.replace(/^http/, 'ws');
  return `${ws}/socket/websocket?token=${encodeURIComponent(token)}&vsn=2.0.0`;
}

function parse(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  try {
    const v: unknown = JSON.parse(data);
    return Array.isArray(v) && v.length === 5 && typeof v[2] === 'string' && typeof v[3] === 'string' ? (v as Frame) : null;
  } catch {
    return null;
  }
}

/** The server's reason for refusing a push (e.g. 'rate limited', 'forbidden'), or a generic one. */
function refusalReason(response: unknown): string {
  const reason = response && typeof response === 'object' ? (response as Record<string, unknown>).reason : undefined;
  return typeof reason === 'string' && reason ? reason : 'shout refused';
}

export function connectShout(token: string, handlers: ShoutHandlers, makeSocket = (url: string) => new WebSocket(url)): ShoutConnection {
  let socket: WebSocket | null = null;
  let ref = 0;
  let joinRef: string | null = null;
  let joined = false;
  let stopped = false;
  let attempt = 0;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let reconnect: ReturnType<typeof setTimeout> | null = null;
  const pending = new Map<string, Pending>();

  const nextRef = () => String((ref += 1));
  const send = (frame: Frame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  const failPending = (reason: string) => {
    for (const [key, p] of pending) {
      clearTimeout(p.timer);
      p.reject(new Error(reason));
      pending.delete(key);
    }
  };

  const onFrame = ([frameJoinRef, frameRef, topic, event, payload]: Frame) => {
    const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    if (event === 'phx_reply' && frameRef !== null) {
      if (topic === SHOUT_TOPIC && frameRef === joinRef) {
        joined = body.status === 'ok';
        if (joined) attempt = 0;
        handlers.onState(joined ? 'joined' : 'error');
        return;
      }
      const p = pending.get(frameRef);
      if (!p) return;
      pending.delete(frameRef);
      clearTimeout(p.timer);
      if (body.status === 'ok') p.resolve();
      else p.reject(new Error(refusalReason(body.response)));
      return;
    }
    if (topic !== SHOUT_TOPIC || frameJoinRef !== joinRef) return;
    if (event === 'messages') handlers.onHistory(Array.isArray(body.messages) ? body.messages : []);
    else if (event === 'new_msg') handlers.onMessage(body);
    else if (event === 'phx_close' || event === 'phx_error') {
      joined = false;
      handlers.onState('error');
    }
  };

  const open = () => {
    handlers.onState('joining');
    const ws = makeSocket(shoutSocketUrl(token));
    socket = ws;
    ws.onopen = () => {
      joinRef = nextRef();
      send([joinRef, joinRef, SHOUT_TOPIC, 'phx_join', {}]);
      heartbeat = setInterval(() => send([null, nextRef(), 'phoenix', 'heartbeat', {}]), HEARTBEAT_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      const frame = parse(e.data);
      if (frame) onFrame(frame);
    };
    ws.onclose = () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      joined = false;
      failPending('socket closed');
      if (stopped) return;
      handlers.onState('closed');
      reconnect = setTimeout(open, RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]);
      attempt += 1;
    };
  };

  open();

  return {
    push(text) {
      if (!joined || !socket) return Promise.reject(new Error('not joined'));
      const r = nextRef();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(r);
          reject(new Error('timeout'));
        }, SHOUT_PUSH_TIMEOUT_MS);
        pending.set(r, { resolve, reject, timer });
        send([joinRef, r, SHOUT_TOPIC, 'new_msg', { text }]);
      });
    },
    close() {
      stopped = true;
      if (reconnect) clearTimeout(reconnect);
      if (heartbeat) clearInterval(heartbeat);
      failPending('socket closed');
      socket?.close(1000);
      handlers.onState('closed');
    },
  };
}
