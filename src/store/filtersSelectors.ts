// The server filters as statuses and the settings read them: apart from the slice, which is
// injected when filters are first loaded (a visitor's first screen carries neither).
import type { FiltersState } from './filtersSlice';
import type { RootState } from './index';

const NONE: FiltersState = { items: [], status: 'idle' };

export const selectServerFilters = (s: RootState): FiltersState => s.serverFilters ?? NONE;
