// Pleroma 2.8 bookmark folders (lazy slice, injected by features/bookmark-folders): the member's
// folders, in the server's order.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookmarkFolder } from '../entities/bookmarkFolder';
import { loggedOut } from './actions';
import type { RootState } from './index';

export interface BookmarkFoldersState {
  folders: BookmarkFolder[];
  loaded: boolean;
}

const initialState: BookmarkFoldersState = { folders: [], loaded: false };

const bookmarkFoldersSlice = createSlice({
  name: 'bookmarkFolders',
  initialState,
  reducers: {
    foldersReceived: (state, action: PayloadAction<BookmarkFolder[]>) => {
      state.folders = action.payload;
      state.loaded = true;
    },
    folderSaved: (state, action: PayloadAction<BookmarkFolder>) => {
      const i = state.folders.findIndex((f) => f.id === action.payload.id);
      if (i < 0) state.folders.push(action.payload);
      else state.folders[i] = action.payload;
    },
    folderDeleted: (state, action: PayloadAction<string>) => {
      state.folders = state.folders.filter((f) => f.id !== action.payload);
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialState),
});

export const { foldersReceived, folderSaved, folderDeleted } = bookmarkFoldersSlice.actions;
export default bookmarkFoldersSlice.reducer;

const EMPTY: BookmarkFolder[] = [];
export const selectBookmarkFolders = (s: RootState): BookmarkFolder[] => s.bookmarkFolders?.folders ?? EMPTY;
export const selectBookmarkFoldersLoaded = (s: RootState): boolean => s.bookmarkFolders?.loaded ?? false;
