// The emoji input's two server calls, as thunks so components never call the API themselves:
// the '@' mention search and the sticker upload.
import { searchAccounts } from '../api/search';
import { fetchStickerFile } from '../api/stickers';
import type { Attachment } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { selectToken } from './authSlice';
import type { AppThunk } from './index';
import { uploadFile } from './composeThunks';
import { usersReceived } from './usersSlice';

/** Server account search for mention suggestions; the users go to the store, their ids come back. */
export const searchMentionAccounts =
  (q: string, signal?: AbortSignal): AppThunk<Promise<string[]>> =>
  async (dispatch, getState) => {
    const raw = await searchAccounts(q, selectToken(getState()), signal);
    const list = raw && typeof raw === 'object' && Array.isArray((raw as { accounts?: unknown }).accounts)
      ? ((raw as { accounts: unknown[] }).accounts)
      : [];
    const users = list.map(normalizeUser).filter((u) => u.id && u.screen_name);
    if (users.length) dispatch(usersReceived(users));
    return users.map((u) => u.id);
  };

/** Fetches a sticker image and uploads it like any other file; throws an Error with a readable message. */
export const uploadSticker =
  (path: string): AppThunk<Promise<Attachment>> =>
  async (dispatch) => {
    let file: File;
    try {
      file = await fetchStickerFile(path);
    } catch (e) {
      throw new Error(e instanceof Error ? e.message : String(e));
    }
    const result = await dispatch(uploadFile(file, () => undefined));
    if (!result.ok) throw new Error(result.message);
    return result.attachment;
  };
