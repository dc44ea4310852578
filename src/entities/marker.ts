// A read marker (Mastodon's Marker entity): the id read up to, and the server's version and time
// of the last write, which together say whether the marker moved since this device last saw it.
import { isObj, num, str } from './coerce';

export interface ReadMarker {
  lastReadId: string;
  /** `version` and `updated_at` as the server sent them: a different stamp is another write. */
  stamp: string;
}

/** One timeline's marker from a markers answer ({ home: {...} }); null when absent or odd. */
export function normalizeMarker(raw: unknown, timeline: 'home' | 'notifications'): ReadMarker | null {
  if (!isObj(raw) || !isObj(raw[timeline])) return null;
  const m = raw[timeline];
  const lastReadId = str(m.last_read_id);
  if (lastReadId === '') return null;
  return { lastReadId, stamp: `${num(m.version, 0)}|${str(m.updated_at)}` };
}
