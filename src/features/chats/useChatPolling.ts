// Polling (every 5 s) for the chat list and the open chat, unless the user stream is joined:
// its `pleroma:chat_update` events keep both fresh then (polling is the fallback).
import { useEffect } from 'react';
import { CHAT_POLL_MS } from '../../lib/chatRules';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { selectUserStreamJoined } from '../../store/streamingSlice';

export function useStreamedChats(): boolean {
  const streaming = useAppSelector((s) => selectEffectiveConfig(s).streaming);
  const joined = useAppSelector(selectUserStreamJoined);
  return streaming && joined;
}

/** Runs `tick` now and every 5 s while not streamed (and once more whenever streaming stops). */
export function useChatPolling(tick: () => void, enabled = true): void {
  const streamed = useStreamedChats();
  useEffect(() => {
    if (!enabled) return;
    tick();
    if (streamed) return;
    const handle = setInterval(tick, CHAT_POLL_MS);
    return () => clearInterval(handle);
  }, [tick, streamed, enabled]);
}
