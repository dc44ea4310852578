// The outbox at work in this tab (loaded after the first screen, or with the first kept write):
// keeps writes the request layer hands over, shows them to every tab (BroadcastChannel), and,
// in the leading tab only, sends them on start, on the online event and after a growing wait.
import { ApiError, request, setWriteOrderCheck, type RequestOptions } from '../../api/http';
import { normalizeRelationship } from '../../entities/relationship';
import { selectUserToken } from '../authSlice';
import { statusPosted } from '../composeThunks';
import { relationshipsReceived } from '../relationshipsSlice';
import { statusConfirmed } from '../statusActionsThunks';
import { chatMessageSent } from '../chatsThunks';
import { takeOldChatMessages } from './chatCarryOver';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../index';
import { leadWithChannel, leadWithLock } from './leader';
import { publishOutbox } from './marks';
import { undoRefused } from './refusals';
import { offlineWriteOf } from './offlineWrite';
import { OutboxQueue, retryDelay } from './queue';
import { browserStorage } from './storage';
import type { OutboxEntry, SendResult } from './types';

interface Host {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => RootState;
}

const CHANNEL = 'starling-outbox';

/** A 5xx, 408 or 429 is the instance not ready yet (a restart, a proxy): tried again later. */
const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

async function sendWith(host: Host, e: OutboxEntry): Promise<SendResult> {
  const token = selectUserToken(host.getState());
  if (!token || host.getState().auth.currentUserId !== e.userId) return { ok: false, retry: true, unsent: true };
  try {
    const method = e.method as 'POST' | 'PUT' | 'DELETE';
    const res = await request(e.path, { method, token, json: e.json, form: e.form, headers: e.headers, noOutbox: true });
    return { ok: true, data: res.data };
  } catch (err) {
    if (err instanceof ApiError && !retryable(err.status)) return { ok: false, retry: false, message: err.serverMessage ?? err.message };
    return { ok: false, retry: true };
  }
}

/** The store learns what the server answered for a sent entry. */
function applySent(host: Host, e: OutboxEntry, data: unknown) {
  if (e.kind === 'post') host.dispatch(statusPosted(data));
  else if (e.kind === 'chat') host.dispatch(chatMessageSent(data));
  else if (e.kind === 'follow' || e.kind === 'block' || e.kind === 'mute') {
    const rel = normalizeRelationship(data);
    host.dispatch(relationshipsReceived([{ ...rel, id: rel.id || e.target }]));
  } else if (e.kind !== 'delete' && e.kind !== 'vote' && e.kind !== 'media' && data && typeof data === 'object') host.dispatch(statusConfirmed(data));
}

/** Chat messages kept by an earlier version move in once; true when there were any. */
async function carryOverChats(queue: OutboxQueue): Promise<boolean> {
  const old = takeOldChatMessages();
  for (const { userId, write } of old) await queue.add(write, userId);
  return old.length > 0;
}

let running: { queue: OutboxQueue; stop: () => void; host: Host } | null = null;

function begin(host: Host) {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;
  const storage = browserStorage();
  let leading = false;
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refusedSeen = new Set<string>();
  const queue = new OutboxQueue({
    storage,
    send: (e) => sendWith(host, e),
    sent: (e, data) => applySent(host, e, data),
    changed: (entries, mutated) => {
      publishOutbox({ entries: [...entries], volatile: storage.volatile });
      for (const e of entries) {
        if (e.state !== 'refused' || refusedSeen.has(e.id)) continue;
        refusedSeen.add(e.id);
        undoRefused(host.dispatch, host.getState(), e);
      }
      if (mutated) channel?.postMessage({ type: 'outbox-changed' });
    },
  });
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const userId = host.getState().auth.currentUserId;
    // Offline, nothing can go: the online event wakes it (and nothing flickers through 'sending').
    if (!leading || !userId || navigator.onLine === false) return;
    if (await queue.flush(userId)) tries = 0;
    else timer = setTimeout(() => void flush(), retryDelay(tries++));
  };
  // A new action while the server is not answering waits for the next try, with the others:
  // trying at once for each would ask a server that is down several times a second.
  const flushUnlessRetrying = () => (timer === undefined ? flush() : Promise.resolve());
  const onMessage = (m: MessageEvent) => {
    if ((m.data as { type?: string } | null)?.type !== 'outbox-changed') return;
    void queue.reload().then(() => (leading ? flushUnlessRetrying() : undefined));
  };
  const onOnline = () => {
    tries = 0;
    void flush();
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('online', onOnline);
  const lead = () => {
    leading = true;
    void flush();
  };
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: Parameters<typeof leadWithLock>[0] }).locks : undefined;
  const resign = locks ? leadWithLock(locks, lead) : channel ? leadWithChannel(channel, lead) : (lead(), () => {});
  void queue.reload();
  void carryOverChats(queue).then((moved) => (moved ? flushUnlessRetrying() : undefined));
  const stop = () => {
    resign();
    clearTimeout(timer);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    window.removeEventListener('online', onOnline);
  };
  return { queue, stop, host, flushUnlessRetrying };
}

let flushSoon: () => Promise<void> = async () => {};

export function start(host: Host): void {
  if (running) return;
  const r = begin(host);
  running = r;
  flushSoon = r.flushUnlessRetrying;
  setWriteOrderCheck((path, opts) => {
    const userId = host.getState().auth.currentUserId;
    const write = userId ? offlineWriteOf(path, opts) : null;
    return !!write && r.queue.mustFollow(write, userId!);
  });
}

export function stop(): void {
  setWriteOrderCheck(null);
  running?.stop();
  running = null;
  publishOutbox({ entries: [], volatile: false });
}

/**
 * Keeps a write made offline; false when it is no action the outbox keeps. With `refusal`, a
 * write the server refused, kept with its words to be sent again or dismissed; `tried`: it went
 * out and no answer came.
 */
export async function keep(host: Host, path: string, opts: RequestOptions, how: { refusal?: string; tried?: boolean } = {}): Promise<boolean> {
  start(host);
  const userId = host.getState().auth.currentUserId;
  const write = offlineWriteOf(path, opts);
  if (!running || !userId || !write) return false;
  const kept = await running.queue.add(write, userId, how);
  if (kept === null) return false;
  void flushSoon();
  return true;
}

/** A refused entry sent again, in its place in the order. */
export async function retry(id: string): Promise<void> {
  if (await running?.queue.retry(id)) void flushSoon();
}

/** Takes an entry out: cancelled before it goes, or a refusal read. */
export async function cancel(id: string): Promise<void> {
  await running?.queue.remove(id);
}

/** A waiting post's new body, in place, with what goes just before it (see OutboxQueue.edit). */
export async function editPost(id: string, json: unknown, more?: Parameters<OutboxQueue['edit']>[2]): Promise<'edited' | 'sending' | 'gone'> {
  return running ? running.queue.edit(id, json, more) : 'gone';
}
