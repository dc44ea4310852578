// Exactly one tab sends: the holder of a Web Lock (released when its tab closes), or where Web
// Locks are missing, the oldest tab heard on a BroadcastChannel within the last few heartbeats.
export const LOCK_NAME = 'starling-outbox-sender';
export const HEARTBEAT_MS = 1000;
/** A tab not heard for this long is gone; a new tab listens this long before it may lead. */
export const SILENCE_MS = 3000;

interface LockManagerLike {
  request(name: string, cb: () => Promise<void>): Promise<unknown>;
}
export interface ChannelLike {
  postMessage(m: unknown): void;
  addEventListener(type: 'message', cb: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', cb: (e: MessageEvent) => void): void;
}

/** Calls onLead once this tab leads; the returned function gives leadership up. */
export function leadWithLock(locks: LockManagerLike, onLead: () => void): () => void {
  let release: () => void = () => {};
  let stopped = false;
  const held = new Promise<void>((r) => (release = r));
  void locks
    .request(LOCK_NAME, () => {
      if (!stopped) onLead();
      return held;
    })
    .catch(() => {});
  return () => {
    stopped = true;
    release();
  };
}

/** The fallback: heartbeats on a channel; the tab with the smallest id among the living leads. */
export function leadWithChannel(
  channel: ChannelLike,
  onLead: () => void,
  id: string = `${Date.now().toString().padStart(15, '0')}-${Math.random().toString(36).slice(2)}`,
  now: () => number = Date.now,
): () => void {
  const started = now();
  const heard = new Map<string, number>();
  let leading = false;
  const onMessage = (e: MessageEvent) => {
    const d = e.data as { type?: string; id?: string } | null;
    if (d?.type === 'outbox-heartbeat' && typeof d.id === 'string') heard.set(d.id, now());
    if (d?.type === 'outbox-bye' && typeof d.id === 'string') heard.delete(d.id);
  };
  const tick = () => {
    channel.postMessage({ type: 'outbox-heartbeat', id });
    const t = now();
    if (leading || t - started < SILENCE_MS) return;
    const living = [...heard].filter(([, at]) => t - at < SILENCE_MS).map(([other]) => other);
    if (living.every((other) => other > id)) {
      leading = true;
      onLead();
    }
  };
  channel.addEventListener('message', onMessage);
  tick();
  const timer = setInterval(tick, HEARTBEAT_MS);
  return () => {
    clearInterval(timer);
    channel.removeEventListener('message', onMessage);
    channel.postMessage({ type: 'outbox-bye', id });
  };
}
