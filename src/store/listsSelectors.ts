// The user's lists as the timeline switcher reads them: apart from the lists slice, so the first
// screen's switcher does not carry the slice (it is injected when lists are first loaded).
import type { UserList } from '../entities/list';
import type { RootState } from './index';

const NO_LISTS: UserList[] = [];

export const selectLists = (s: RootState): UserList[] => s.lists?.items ?? NO_LISTS;
