// Test helper: a Phoenix V2 client just big enough for the shoutbox tests — records frames,
// waits for one matching, and tells when the socket closes.
import WebSocket from 'ws';

export type Frame = [string | null, string | null, string, string, Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any

export class Phx {
  private readonly frames: Frame[] = [];
  private readonly waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private ref = 0;
  /** Resolves with the close code once the server (or the test) closes the socket. */
  readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      const i = this.waiters.findIndex((w) => w.match(frame));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(frame);
      else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  send(joinRef: string | null, topic: string, event: string, payload: object = {}): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  next(match: (f: Frame) => boolean, ms = 3000): Promise<Frame> {
    const i = this.frames.findIndex(match);
    if (i >= 0) return Promise.resolve(this.frames.splice(i, 1)[0]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), ms);
      this.waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  reply(ref: string): Promise<Frame> {
    return this.next((f) => f[3] === 'phx_reply' && f[1] === ref);
  }
}

/** Opens a shoutbox socket; resolves once open, rejects with the HTTP status if refused. */
export function openShoutSocket(base: string, token: string, opened: WebSocket[]): Promise<Phx> {
  const ws = new WebSocket(`${base}/socket/websocket?token=${encodeURIComponent(token)}&vsn=2.0.0`);
  opened.push(ws);
  const client = new Phx(ws);
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(client));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}
