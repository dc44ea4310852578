// The home timeline's read marker, where the capability table says the server keeps
// it (Mastodon >= 3.0, GoToSocial): read at start, written as the reader moves. A 409 (another
// device wrote at the same moment) is answered with the server's marker as it now is.
import { ApiError } from '../api/http';
import { fetchHomeMarker, saveHomeMarker } from '../api/markers';
import { normalizeMarker, type ReadMarker } from '../entities/marker';
import { selectUserToken } from './authSlice';
import type { AppThunk, RootState } from './index';

export type MarkerSave = { saved: ReadMarker | null } | { conflict: ReadMarker | null } | null;

const homeToken = (s: RootState): string | null => (s.instance.markers.includes('home') ? selectUserToken(s) : null);

/** The server's home marker; null where there is none, none is kept, or it cannot be read. */
export const loadHomeMarker =
  (): AppThunk<Promise<ReadMarker | null>> =>
  async (_dispatch, getState) => {
    const token = homeToken(getState());
    if (!token) return null;
    try {
      return normalizeMarker(await fetchHomeMarker(token), 'home');
    } catch (e) {
      console.warn('Reading the home marker failed', e);
      return null;
    }
  };

/** Writes the home marker; null when not kept here or the write failed (tried again later). */
export const storeHomeMarker =
  (lastReadId: string, keepalive = false): AppThunk<Promise<MarkerSave>> =>
  async (_dispatch, getState) => {
    const token = homeToken(getState());
    if (!token) return null;
    try {
      return { saved: normalizeMarker(await saveHomeMarker(lastReadId, token, keepalive), 'home') };
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        const theirs = await fetchHomeMarker(token).then((raw) => normalizeMarker(raw, 'home'), () => null);
        return { conflict: theirs };
      }
      console.warn('Saving the home marker failed', e);
      return null;
    }
  };
