// Injects the lists slice and loads the user's lists once, for every screen that shows them.
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../store/hooks';
import type { AppStore } from '../../store/index';
import { ensureListsSlice } from '../../store/listsSlice';
import { loadLists } from '../../store/listsThunks';

export function useLists(): void {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  useEffect(() => {
    ensureListsSlice(store);
    if (!store.getState().lists?.loaded) void dispatch(loadLists());
  }, [dispatch, store]);
}
