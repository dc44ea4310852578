// Which reading position wins: this device's own (with the offset within the post) or
// the server's marker. The marker is the newer one when it moved since this device last saw it
// (its stamp differs): another device read on meanwhile. Pure rules, no DOM.
import type { ReadMarker } from '../../../entities/marker';
import { compareIds } from '../../../lib/ids';
import type { ReadingPosition } from '../../../store/readingPosition';

export interface Target {
  id: string;
  offset: number;
}

export function choosePosition(local: ReadingPosition | null, server: ReadMarker | null): Target | null {
  if (!server) return local && { id: local.id, offset: local.offset };
  // Same post: keep this device's offset within it.
  if (local && (local.id === server.lastReadId || local.stamp === server.stamp)) return { id: local.id, offset: local.offset };
  return { id: server.lastReadId, offset: 0 };
}

/**
 * A write refused with 409 (another device wrote at the same moment): the newer post wins. Ours:
 * write again; theirs (or the same): leave the server as it is.
 */
export function afterConflict(ours: string, theirs: ReadMarker | null): 'retry' | 'theirs' {
  return theirs && compareIds(theirs.lastReadId, ours) >= 0 ? 'theirs' : 'retry';
}
