// Loading and editing the server's filters through the API the capability table names.
import { deleteFilter as apiDelete, fetchFilters, saveFilterV1, saveFilterV2, type FilterV1Body, type FilterV2Body } from '../api/filters';
import { normalizeFilterList, normalizeFilterV1, normalizeFilterV2 } from '../entities/filter';
import { selectUserToken } from './authSlice';
import { ensureFiltersSlice, filterDeleted, filterSaved, filtersFailed, filtersLoaded, filtersLoading } from './filtersSlice';
import { errorText } from './errorText';
import type { AppStore, AppThunk } from './index';

/** Adds the filters slice to `store` (once) and loads the list (see loadServerFilters). */
export function startServerFilters(store: AppStore, options: { force?: boolean } = {}): Promise<void> {
  ensureFiltersSlice(store);
  return store.dispatch(loadServerFilters(options));
}

/** Loads the list unless it is loaded or loading (`force`: again, e.g. the settings page). */
export const loadServerFilters =
  ({ force = false } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const state = getState();
    const api = state.instance.filtersApi;
    const token = selectUserToken(state);
    const status = state.serverFilters?.status ?? 'idle';
    if (!api || !token || status === 'loading' || (status !== 'idle' && !force)) return;
    dispatch(filtersLoading());
    try {
      dispatch(filtersLoaded(normalizeFilterList(await fetchFilters(token, api), api)));
    } catch (e) {
      console.warn('Fetching filters failed', e);
      dispatch(filtersFailed());
    }
  };

export type FilterDraft = { api: 'v1'; id: string | null; body: FilterV1Body } | { api: 'v2'; id: string | null; body: FilterV2Body };

/** Creates or updates a filter; answers the server's error text, or null when saved. */
export const saveServerFilter =
  (draft: FilterDraft): AppThunk<Promise<string | null>> =>
  async (dispatch, getState) => {
    const token = selectUserToken(getState());
    try {
      const saved =
        draft.api === 'v1'
          ? normalizeFilterV1(await saveFilterV1(token, draft.id, draft.body))
          : normalizeFilterV2(await saveFilterV2(token, draft.id, draft.body));
      if (saved) dispatch(filterSaved(saved));
      return null;
    } catch (e) {
      return errorText(e);
    }
  };

export const deleteServerFilter =
  (api: 'v1' | 'v2', id: string): AppThunk<Promise<string | null>> =>
  async (dispatch, getState) => {
    try {
      await apiDelete(selectUserToken(getState()), api, id);
      dispatch(filterDeleted(id));
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
