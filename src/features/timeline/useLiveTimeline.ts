// Keeps the shown timeline live while it is on screen: streaming or polling (store/streamingThunks),
// restarted when the streaming setting or the signed-in token changes. The streaming code is its
// own chunk, asked for when a timeline first goes live: the first statuses never wait for it.
import { useEffect } from 'react';
import type { TimelineName } from '../../entities/timelineName';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserToken } from '../../store/authSlice';

const loadStreaming = () => import('../../store/streamingThunks');

export function useLiveTimeline(name: TimelineName, tag: string | undefined, enabled: boolean, listId?: string): void {
  const dispatch = useAppDispatch();
  const streaming = useAppSelector((s) => selectEffectiveConfig(s).streaming);
  const token = useAppSelector((s) => selectUserToken(s));
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    let stop: (() => void) | null = null;
    loadStreaming().then(
      ({ startLive, stopLive }) => {
        if (!mounted) return;
        dispatch(startLive(name, { tag, listId }));
        stop = () => dispatch(stopLive(name));
      },
      // The timeline still shows and loads on demand; only live updates are missing.
      (error: unknown) => console.warn('Live updates could not start', error),
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [dispatch, name, tag, listId, streaming, token, enabled]);
}
