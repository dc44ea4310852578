// A signed-in call as a thunk: the user's token passed in, the answer or the server's words out
// (an Outcome), never a throw. Settings, announcements and bookmark folders share it.
import { selectUserToken } from './authSlice';
import { errorText } from './errorText';
import type { AppThunk } from './index';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const withToken =
  <T>(call: (token: string) => Promise<T>): AppThunk<Promise<Outcome<T>>> =>
  async (_dispatch, getState) => {
    const token = selectUserToken(getState());
    if (!token) return { ok: false, message: '' };
    try {
      return { ok: true, value: await call(token) };
    } catch (e) {
      return { ok: false, message: errorText(e) };
    }
  };
