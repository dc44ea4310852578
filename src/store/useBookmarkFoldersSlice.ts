// Injects the lazy bookmark-folders slice once and loads the folders the first time; shared by
// the bookmarks page's folder bar and the status menu's folder picker.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import reducer from './bookmarkFoldersSlice';
import { loadBookmarkFolders } from './bookmarkFoldersThunks';
import { injectReducer, type AppStore } from './index';

export function useBookmarkFoldersSlice(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => !!store.getState().bookmarkFolders);
  useEffect(() => {
    if (!store.getState().bookmarkFolders) injectReducer(store, 'bookmarkFolders', reducer);
    if (!store.getState().bookmarkFolders?.loaded) void store.dispatch(loadBookmarkFolders());
    setReady(true);
  }, [store]);
  return ready;
}
