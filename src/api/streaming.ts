// Streaming: the WebSocket at /api/v1/streaming. Browsers cannot send headers on a
// WebSocket, so the token travels as `access_token` in the URL. That URL is a secret: nothing
// here logs it, and errors only ever mention the stream name.
import { getServer } from './http';

export interface StreamParams {
  /** Mastodon stream name: user, public, public:local, hashtag, direct ... */
  stream: string;
  token: string;
  tag?: string | null;
  /** The list of a `list` stream. */
  list?: string | null;
}

/** A parsed socket message: the event name and its payload (parsed JSON when it is JSON). */
export interface StreamMessage {
  event: string;
  payload: unknown;
  stream: string[];
}

/** ws(s) URL of the streaming endpoint on the server origin (or the page origin when ''). */
export function streamingUrl(params: StreamParams, server: string = getServer()): string {
  const base = server || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const url = new URL('/api/v1/streaming', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('access_token', params.token);
  url.searchParams.set('stream', params.stream);
  if (params.tag) url.searchParams.set('tag', params.tag);
  if (params.list) url.searchParams.set('list', params.list);
  return url.toString();
}

/** One socket message → event and payload; null for anything that is not an event. */
export function parseStreamMessage(data: unknown): StreamMessage | null {
  if (typeof data !== 'string') return null;
  let msg: unknown;
  try {
    msg = JSON.parse(data);
  } catch {
    return null;
  }
  if (!msg || typeof msg !== 'object') return null;
  const { event, payload, stream } = msg as Record<string, unknown>;
  if (typeof event !== 'string') return null;
  let parsed: unknown = payload;
  if (typeof payload === 'string' && /^\s*[[{]/.test(payload)) {
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = payload;
    }
  }
  return {
    event,
    payload: parsed,
    stream: Array.isArray(stream) ? stream.filter((s): s is string => typeof s === 'string') : [],
  };
}

export interface StreamHandlers {
  onOpen: () => void;
  onMessage: (msg: StreamMessage) => void;
  onClose: (code: number) => void;
}

export interface StreamConnection {
  /** Closes with 1000 (a normal end: the handlers are not called any more). */
  close: () => void;
}

/** Opens the socket; raw server JSON reaches `onMessage`, normalizing is the caller's job. */
export function openStream(params: StreamParams, handlers: StreamHandlers): StreamConnection {
  let ended = false;
  const ws = new WebSocket(streamingUrl(params));
  ws.onopen = () => {
    if (!ended) handlers.onOpen();
  };
  ws.onmessage = (e: MessageEvent) => {
    if (ended) return;
    const msg = parseStreamMessage(e.data);
    if (msg) handlers.onMessage(msg);
  };
  ws.onclose = (e: CloseEvent) => {
    if (ended) return;
    ended = true;
    handlers.onClose(e.code);
  };
  // An error is always followed by a close event, which carries the code.
  ws.onerror = () => {};
  return {
    close: () => {
      if (ended) return;
      ended = true;
      try {
        ws.close(1000);
      } catch {
        // Closing a socket that never connected can throw in some browsers; nothing to do.
      }
    },
  };
}
