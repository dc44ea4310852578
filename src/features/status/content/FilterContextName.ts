// Which server-filter context a list shows its statuses in (home, public, notifications); a
// profile and a conversation are `account` and `thread` by their StatusPlace. Lists that no
// filter context names (bookmarks, favourites, search, DMs) leave it null: no server filter applies.
import { createContext, useContext } from 'react';
import type { FilterContext } from '../../../entities/filter';

export const FilterContextName = createContext<FilterContext | null>(null);

export const useFilterContextName = (): FilterContext | null => useContext(FilterContextName);
