// Keeps the shown timeline live while it is on screen: streaming or polling (store/streamingThunks),
// restarted when the streaming setting or the signed-in token changes.
import { useEffect } from 'react';
import type { TimelineName } from '../../api/timelines';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { startLive, stopLive } from '../../store/streamingThunks';

export function useLiveTimeline(name: TimelineName, tag: string | undefined, enabled: boolean): void {
  const dispatch = useAppDispatch();
  const streaming = useAppSelector((s) => selectEffectiveConfig(s).streaming);
  const token = useAppSelector((s) => s.auth.userToken);
  useEffect(() => {
    if (!enabled) return;
    dispatch(startLive(name, { tag }));
    return () => dispatch(stopLive(name));
  }, [dispatch, name, tag, streaming, token, enabled]);
}
