// Pleroma 2.8 bookmark folders: load, create, change, delete, and bookmark a status into one.
// Every call answers an Outcome with the server's error text.
import {
  bookmarkIntoFolder,
  createBookmarkFolder,
  deleteBookmarkFolder,
  fetchBookmarkFolders,
  updateBookmarkFolder,
  type BookmarkFolderFields,
} from '../api/bookmarkFolders';
import { normalizeBookmarkFolder, normalizeBookmarkFolders } from '../entities/bookmarkFolder';
import { withToken, type Outcome } from './withToken';
import { folderDeleted, folderSaved, foldersReceived } from './bookmarkFoldersSlice';
import type { AppThunk } from './index';
import { statusConfirmed } from './statusActionsThunks';

export const loadBookmarkFolders = (): AppThunk<Promise<Outcome<null>>> => (dispatch) =>
  dispatch(
    withToken(async (token) => {
      dispatch(foldersReceived(normalizeBookmarkFolders(await fetchBookmarkFolders(token))));
      return null;
    }),
  );

/** Creates (no id) or changes a folder. */
export const saveBookmarkFolder =
  (id: string | null, fields: BookmarkFolderFields): AppThunk<Promise<Outcome<null>>> =>
  (dispatch) =>
    dispatch(
      withToken(async (token) => {
        const raw = id ? await updateBookmarkFolder(id, fields, token) : await createBookmarkFolder(fields, token);
        const folder = normalizeBookmarkFolder(raw);
        if (folder) dispatch(folderSaved(folder));
        return null;
      }),
    );

export const removeBookmarkFolder =
  (id: string): AppThunk<Promise<Outcome<null>>> =>
  (dispatch) =>
    dispatch(
      withToken(async (token) => {
        await deleteBookmarkFolder(id, token);
        dispatch(folderDeleted(id));
        return null;
      }),
    );

/** Bookmarks the status into the folder (or moves its bookmark there); the answer updates the status. */
export const bookmarkInFolder =
  (statusId: string, folderId: string): AppThunk<Promise<Outcome<null>>> =>
  (dispatch) =>
    dispatch(
      withToken(async (token) => {
        dispatch(statusConfirmed(await bookmarkIntoFolder(statusId, folderId, token)));
        return null;
      }),
    );
