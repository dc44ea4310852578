// One kept write: what to send, who made it, and where it stands.
import type { OfflineWrite } from '../../api/http';
import type { Classified } from './classify';

export type OutboxState = 'waiting' | 'sending' | 'refused';

export interface OutboxEntry extends OfflineWrite, Classified {
  id: string;
  /** Order made: sent in this order. */
  seq: number;
  /** The signed-in account that made it (another account's entries wait for it). */
  userId: string;
  state: OutboxState;
  /** The server's words when it refused. */
  error: string | null;
  /** It went out once and no answer came: the server may have done it (an undo cannot just cancel it). */
  tried?: boolean;
}

export type SendResult =
  | { ok: true; data: unknown }
  /** No answer (offline, the instance is down, or a 5xx while it restarts): try again later. `unsent`: it never went out. */
  | { ok: false; retry: true; unsent?: true }
  | { ok: false; retry: false; message: string };

export interface OutboxStorage {
  /** True when the entries live only in memory (lost on reload). */
  readonly volatile: boolean;
  load(): Promise<OutboxEntry[]>;
  put(e: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Reads and rewrites one entry at once (one IndexedDB transaction, so another tab cannot write
   * between): `change` returns the new entry, or null to leave it. The entry written, else null.
   */
  update(id: string, change: (e: OutboxEntry) => OutboxEntry | null): Promise<OutboxEntry | null>;
}
