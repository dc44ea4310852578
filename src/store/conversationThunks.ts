// The conversation page (GET status + context) and single statuses fetched on demand (the
// reply-to popover). Failures show the generic fetch error.
import { ApiError } from '../api/http';
import { fetchContext, fetchStatus } from '../api/statuses';
import { normalizeStatus } from '../entities/status';
import { entitiesReceived } from './actions';
import { selectToken } from './authSlice';
import {
  conversationFetchFailed,
  conversationFetchStarted,
  conversationReceived,
} from './conversationsSlice';
import { registerReferenceCollector } from './eviction';
import { normalizeInChunks } from './normalizePage';
import { keptInstead } from './offlineFallback';
import type { AppThunk } from './index';

const messageOf = (e: unknown): string =>
  e instanceof ApiError ? e.serverMessage ?? (`${e.status || ''} ${e.statusText}`.trim() || e.message) : e instanceof Error ? e.message : String(e);

const contextList = (raw: unknown, key: 'ancestors' | 'descendants'): unknown =>
  raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : [];

/**
 * The focused status and its context. The status goes in first, so the page paints it while a
 * long context (hundreds of replies) is sanitized a few statuses per task.
 */
export const fetchConversation =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const token = selectToken(getState());
    dispatch(conversationFetchStarted(id));
    try {
      const [statusRaw, contextRaw] = await Promise.all([fetchStatus(id, token), fetchContext(id, token)]);
      const status = normalizeStatus(statusRaw);
      dispatch(entitiesReceived({ users: status.users, statuses: [...status.statuses, status.entity] }));
      const ancestors = await normalizeInChunks(contextList(contextRaw, 'ancestors'));
      const descendants = await normalizeInChunks(contextList(contextRaw, 'descendants'));
      if (!getState().conversations[id]) return; // the page was left meanwhile
      dispatch(
        entitiesReceived({
          users: [...ancestors.users, ...descendants.users],
          statuses: [...ancestors.statuses, ...ancestors.entity, ...descendants.statuses, ...descendants.entity],
        }),
      );
      dispatch(
        conversationReceived({
          id,
          ancestors: ancestors.entity.map((s) => s.id),
          descendants: descendants.entity.map((s) => s.id),
        }),
      );
    } catch (e) {
      if (await dispatch(keptInstead(e, (m) => m.keptConversationInstead(id)))) return;
      dispatch(conversationFetchFailed({ id, error: messageOf(e) }));
    }
  };

const inFlight = new Map<string, Promise<boolean>>();

/** Fetch one status unless it is already in the table; resolves false when it cannot be had. */
export const fetchStatusIfMissing =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    if (getState().statuses[id]) return Promise.resolve(true);
    const pending = inFlight.get(id);
    if (pending) return pending;
    const p = fetchStatus(id, selectToken(getState()))
      .then((raw) => {
        const n = normalizeStatus(raw);
        if (!n.entity.id) return false;
        dispatch(entitiesReceived({ users: n.users, statuses: [...n.statuses, n.entity] }));
        return true;
      })
      .catch(() => false)
      .finally(() => inFlight.delete(id));
    inFlight.set(id, p);
    return p;
  };

// An open conversation keeps its statuses (and the focused one) from eviction.
registerReferenceCollector((s) => ({
  statusIds: Object.entries(s.conversations ?? {}).flatMap(([id, c]) => [id, ...c.ancestors, ...c.descendants]),
}));
