// The shoutbox connection: one Phoenix socket per signed-in session, kept as a fetcher (so
// logout closes it), feeding the shout slice.
import { connectShout, type ShoutConnection } from '../api/shout';
import { normalizeShout, type ShoutMessage } from '../entities/shout';
import { registerFetcher, stopFetcher } from './fetchers';
import type { AppThunk } from './index';
import { shoutChannelChanged, shoutHistoryReceived, shoutReceived } from './shoutSlice';

const KEY = 'shout';
let connection: ShoutConnection | null = null;

export const startShout =
  (chatToken: string): AppThunk =>
  (dispatch) => {
    stopFetcher(KEY);
    const conn = connectShout(chatToken, {
      onState: (state) => dispatch(shoutChannelChanged(state)),
      onHistory: (raw) => dispatch(shoutHistoryReceived(raw.map(normalizeShout).filter((m): m is ShoutMessage => m !== null))),
      onMessage: (raw) => {
        const m = normalizeShout(raw);
        if (m) dispatch(shoutReceived(m));
      },
    });
    connection = conn;
    registerFetcher(KEY, () => {
      conn.close();
      if (connection === conn) connection = null;
    });
  };

export function stopShout(): void {
  stopFetcher(KEY);
}

/** Pushes a shout; rejects when the channel is not joined, refuses it or does not answer in 10 s. */
export function pushShout(text: string): Promise<void> {
  return connection ? connection.push(text) : Promise.reject(new Error('not joined'));
}
