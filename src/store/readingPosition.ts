// Where the reader is in a timeline on this device, kept in localStorage
// (`starling-reading-position`) per account and timeline: the post at the reading line, how far
// into it (px), and the server marker's stamp as this device last saw it (null: never synced).
// Pure storage, no Redux; hostile or broken stored data reads as nothing.
import { isObj, num, str } from '../entities/coerce';
import { ownValue } from '../lib/own';
import { getJson, setJson } from '../lib/storage';

export const POSITION_KEY = 'starling-reading-position';
/** Accounts remembered; the least recently written are forgotten first. */
const MAX_ACCOUNTS = 20;

export interface ReadingPosition {
  id: string;
  /** Pixels of the post already above the reading line. */
  offset: number;
  stamp: string | null;
}

export function readPosition(account: string, timeline: string): ReadingPosition | null {
  const all = getJson<unknown>(POSITION_KEY, null);
  const raw = isObj(all) ? ownValue(ownValue(all as Record<string, Record<string, unknown>>, account) ?? null, timeline) : undefined;
  if (!isObj(raw)) return null;
  const id = str(raw.id);
  if (id === '') return null;
  const offset = Math.max(0, Math.min(num(raw.offset, 0), 100_000));
  const stamp = typeof raw.stamp === 'string' ? str(raw.stamp) : null;
  return { id, offset, stamp };
}

export function writePosition(account: string, timeline: string, position: ReadingPosition): void {
  const all = getJson<unknown>(POSITION_KEY, null);
  const accounts = new Map<string, Record<string, unknown>>();
  if (isObj(all)) for (const [k, v] of Object.entries(all)) if (isObj(v) && k !== account) accounts.set(k, v);
  const mine = isObj(all) && isObj(ownValue(all as Record<string, unknown>, account)) ? { ...(all[account] as object) } : {};
  accounts.set(account, { ...mine, [timeline]: position });
  const kept = [...accounts].slice(-MAX_ACCOUNTS);
  setJson(POSITION_KEY, Object.fromEntries(kept));
}
