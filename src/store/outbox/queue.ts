// The outbox queue: keeps writes in the order made, cancels an action against its waiting undo,
// and sends them one by one (only in the tab that leads), each with the idempotency key it got
// when kept, so a resend after a lost answer never makes a second post. Free of Redux and the DOM.
import type { OfflineWrite } from '../../api/http';
import { classify, type Classified } from './classify';
import type { OutboxEntry, OutboxStorage, SendResult } from './types';

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 8000;

export interface QueueDeps {
  storage: OutboxStorage;
  send: (e: OutboxEntry) => Promise<SendResult>;
  /** The entries changed: `mutated` when this tab changed them (other tabs are to be told). */
  changed: (entries: OutboxEntry[], mutated: boolean) => void;
  /** A sent entry's answer, for the store. */
  sent?: (e: OutboxEntry, data: unknown) => void;
  newId?: () => string;
  now?: () => number;
}

const byOrder = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq || a.id.localeCompare(b.id);

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export class OutboxQueue {
  entries: OutboxEntry[] = [];
  private lastSeq = 0;
  private flushing: Promise<boolean> | null = null;
  // One change at a time: a reload finishing after a removal must not bring the removed back.
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private deps: QueueDeps) {}

  private serial<T>(f: () => Promise<T>): Promise<T> {
    const run = this.chain.then(f);
    this.chain = run.catch(() => {});
    return run;
  }

  private async load() {
    this.entries = (await this.deps.storage.load()).sort(byOrder);
  }

  private emit(mutated = true) {
    this.deps.changed(this.entries, mutated);
  }

  /** The stored entries (another tab may have changed them). */
  reload(): Promise<void> {
    return this.serial(async () => {
      await this.load();
      this.emit(false);
    });
  }

  /**
   * Keeps a write; 'cancelled' when it undid a waiting one (both are gone), null when it is no
   * action we keep. `refusal`: the write the server already refused (kept, shown with its words,
   * not sent). `tried`: it went out and its answer never came, so it may have reached the server.
   */
  async add(write: OfflineWrite, userId: string, how: { refusal?: string; tried?: boolean } = {}): Promise<OutboxEntry | 'cancelled' | null> {
    const c = classify(write);
    if (!c) return null;
    return this.serial(() => this.addNow(write, userId, c, how.refusal, how.tried === true));
  }

  private async addNow(write: OfflineWrite, userId: string, c: Classified, refusal: string | undefined, tried: boolean): Promise<OutboxEntry | 'cancelled'> {
    await this.load();
    const undone = c.pairKey && refusal === undefined
      ? this.entries.find((e) => e.pairKey === c.pairKey && e.on !== c.on && e.state === 'waiting' && e.userId === userId)
      : undefined;
    // An undo cancels a waiting action only when that one never reached the server. One that may
    // have (tried, its answer lost) cannot be taken back unsent: an "off" (unfavourite) gives way
    // to the new "on", which servers accept whether or not the "off" arrived, and which stays
    // tried (what the server holds is still unknown); an "on" goes first, again, so that the new
    // "off" finds something to undo (Pleroma refuses an unfavourite of a status not favourited).
    if (undone && (!undone.tried || c.on)) {
      await this.deps.storage.remove(undone.id);
      this.entries = this.entries.filter((e) => e !== undone);
      if (!undone.tried) {
        this.emit();
        return 'cancelled';
      }
    }
    const now = (this.deps.now ?? Date.now)();
    const seq = Math.max(now * 1000, this.lastSeq + 1, ...this.entries.map((e) => e.seq + 1));
    this.lastSeq = seq;
    return this.put(this.newEntry(write, c, userId, seq, refusal, tried || (!!undone?.tried && c.on)));
  }

  private newEntry(write: OfflineWrite, c: Classified, userId: string, seq: number, refusal?: string, tried = false): OutboxEntry {
    const headers = { ...write.headers };
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key')) headers['Idempotency-Key'] = (this.deps.newId ?? randomId)();
    const state = refusal === undefined ? 'waiting' : 'refused';
    const entry: OutboxEntry = { ...write, ...c, headers, id: (this.deps.newId ?? randomId)(), seq, userId, state, error: refusal ?? null };
    if (tried) entry.tried = true;
    return entry;
  }

  private async put(entry: OutboxEntry): Promise<OutboxEntry> {
    await this.deps.storage.put(entry);
    this.entries = [...this.entries.filter((e) => e.id !== entry.id), entry].sort(byOrder);
    this.emit();
    return entry;
  }

  /**
   * Writes that must go just before a waiting post (its media's new descriptions): each takes the
   * place of a waiting write on the same target ahead of the post, else a new place right before it.
   */
  private async putBefore(post: OutboxEntry, writes: OfflineWrite[]) {
    await this.load();
    for (const write of writes) {
      const c = classify(write);
      if (!c) continue;
      const same = this.entries.find((e) => e.kind === c.kind && e.target === c.target && e.userId === post.userId && e.state === 'waiting' && e.seq < post.seq);
      const replaced = same && (await this.deps.storage.update(same.id, (e) => (e.state === 'waiting' ? { ...e, json: write.json } : null)));
      if (replaced) {
        this.show(replaced);
        continue;
      }
      const ahead = Math.max(0, ...this.entries.filter((e) => e.seq < post.seq).map((e) => e.seq));
      await this.put(this.newEntry(write, c, post.userId, (ahead + post.seq) / 2));
    }
  }

  /** True when a kept action on the write's target is still ahead (waiting or being sent): the write goes behind it. */
  mustFollow(write: OfflineWrite, userId: string): boolean {
    const c = classify(write);
    return !!c?.pairKey && this.entries.some((e) => e.pairKey === c.pairKey && e.userId === userId && e.state !== 'refused');
  }

  /**
   * A refused entry waits again, in its place in the order and with its key (the person asked to
   * send it again). False when it is no longer a refused entry.
   */
  retry(id: string): Promise<boolean> {
    return this.serial(async () => {
      const next = await this.deps.storage.update(id, (e) => (e.state === 'refused' ? { ...e, state: 'waiting', error: null } : null));
      if (next) this.show(next);
      return !!next;
    });
  }

  /** Takes an entry out (cancelled by the person, or a refusal dismissed). */
  remove(id: string): Promise<void> {
    return this.serial(() => this.removeNow(id));
  }

  private async removeNow(id: string) {
    await this.deps.storage.remove(id);
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
  }

  /**
   * Sends this user's waiting entries in order. True when none is left waiting; false when the
   * network failed (the rest wait, in order, for the next try).
   */
  flush(userId: string): Promise<boolean> {
    this.flushing ??= this.run(userId).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(userId: string): Promise<boolean> {
    for (;;) {
      // Read again each time: another tab may have added or cancelled meanwhile.
      const next = await this.serial(async () => {
        await this.load();
        const found = this.entries.find((e) => e.userId === userId && e.state !== 'refused');
        if (!found) return null;
        // Claimed in one storage transaction: what is sent is the entry as stored at that moment,
        // so an edit saved in another tab either comes before (and goes) or is refused.
        const claimed = await this.deps.storage.update(found.id, (e) => (e.state === 'refused' ? null : { ...e, state: 'sending' }));
        if (claimed) this.show(claimed);
        return claimed ?? undefined;
      });
      if (next === undefined) continue;
      if (!next) return true;
      const result = await this.deps.send({ ...next, state: 'sending' }).catch((): SendResult => ({ ok: false, retry: true }));
      if (result.ok) {
        await this.remove(next.id);
        this.deps.sent?.(next, result.data);
      } else if (result.retry) {
        // Sent, it may have reached the server even though no answer came back.
        const tried = next.tried || result.unsent !== true;
        await this.settle(next.id, (e) => ({ ...e, state: 'waiting', ...(tried ? { tried } : {}) }));
        return false;
      } else {
        await this.settle(next.id, (e) => ({ ...e, state: 'refused', error: result.message }));
      }
    }
  }

  /**
   * A waiting post's new body (the person edited it in the outbox): same entry, same place in the
   * order, same Idempotency-Key — if an earlier try reached the server and only its answer was
   * lost, the server answers the resend with that post rather than making a second one.
   * `before`: writes to send just ahead of it (its media's descriptions); `display`: what the
   * form shows of it next time. 'sending': it is on its way and cannot change; 'gone': sent,
   * cancelled or not a waiting post.
   */
  edit(id: string, json: unknown, more: { before?: OfflineWrite[]; display?: unknown } = {}): Promise<'edited' | 'sending' | 'gone'> {
    return this.serial(async () => {
      const waiting = (e: OutboxEntry | undefined) => e?.kind === 'post' && e.state === 'waiting';
      // Queued first: should the sender take the post meanwhile, they still reach the server.
      const post = (await this.deps.storage.load()).find((e) => e.id === id);
      if (more.before?.length && post && waiting(post)) await this.putBefore(post, more.before);
      let found: OutboxEntry | undefined;
      const next = await this.deps.storage.update(id, (e) => {
        found = e;
        if (!waiting(e)) return null;
        return more.display === undefined ? { ...e, json } : { ...e, json, display: more.display };
      });
      if (next) {
        this.show(next);
        return 'edited';
      }
      await this.load();
      this.emit(false);
      return found?.kind === 'post' && found.state === 'sending' ? 'sending' : 'gone';
    });
  }

  private show(e: OutboxEntry) {
    this.entries = this.entries.some((x) => x.id === e.id) ? this.entries.map((x) => (x.id === e.id ? e : x)) : [...this.entries, e].sort(byOrder);
    this.emit();
  }

  /** A sent entry's outcome, written over what is stored now: one taken out meanwhile stays out. */
  private settle(id: string, change: (e: OutboxEntry) => OutboxEntry): Promise<void> {
    return this.serial(async () => {
      const next = await this.deps.storage.update(id, change);
      if (next) this.show(next);
      else await this.load().then(() => this.emit(false));
    });
  }
}

/** The wait before try n (0-based): doubling, capped. */
export const retryDelay = (n: number): number => Math.min(RETRY_BASE_MS * 2 ** n, RETRY_MAX_MS);
