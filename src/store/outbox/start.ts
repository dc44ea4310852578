// The outbox's door in the first chunk: the request layer hands it writes that found no network,
// and its code (queue, IndexedDB, sender) loads in idle time after the first screen.
import { setOfflineWriteKeeper, type OfflineWrite, type RequestOptions } from '../../api/http';
import { whenIdle } from '../../lib/idle';
import type { AppThunk } from '../index';

const load = () => import('./service');

/** For the signed-in person: keep offline writes, restore what waits and send it. Returns stop. */
export const startOutbox =
  (): AppThunk<() => void> =>
  (dispatch, getState) => {
    const host = { dispatch, getState };
    let stopped = false;
    setOfflineWriteKeeper(async (path, opts, tried) => (await load()).keep(host, path, opts, { tried }));
    void whenIdle().then(async () => {
      const m = await load();
      if (!stopped) m.start(host);
    });
    return () => {
      stopped = true;
      setOfflineWriteKeeper(null);
      void load().then((m) => m.stop()).catch(() => {});
    };
  };

/** Cancels a waiting entry, or dismisses a refused one. */
export const cancelOutboxEntry = (id: string): Promise<void> => load().then((m) => m.cancel(id));

/**
 * Saves the edit of a waiting post, with writes to send just before it (its media's descriptions):
 * 'sending' when it went meanwhile and can no longer change.
 */
export const editOutboxPost = (id: string, json: unknown, more?: { before?: OfflineWrite[]; display?: unknown }): Promise<'edited' | 'sending' | 'gone'> =>
  load().then((m) => m.editPost(id, json, more));

/** A refused entry waits to be sent again. */
export const retryOutboxEntry = (id: string): Promise<void> => load().then((m) => m.retry(id));

/** Keeps a write the server refused (a chat message), with the server's words; false when the outbox does not keep it. */
export const keepRefusedWrite =
  (path: string, opts: RequestOptions, refusal: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) =>
    load().then((m) => m.keep({ dispatch, getState }, path, opts, { refusal }));
