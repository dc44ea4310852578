// Injects the lazy chats slice (once) and keeps the accounts it shows from eviction.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import reducer from '../../store/chatsSlice';
import { registerReferenceCollector } from '../../store/eviction';
import { injectReducer, type AppStore } from '../../store/index';

let collectorRegistered = false;

export function ensureChatsSlice(store: AppStore): void {
  if (!store.getState().chats) injectReducer(store, 'chats', reducer);
  if (collectorRegistered) return;
  collectorRegistered = true;
  registerReferenceCollector((s) => {
    const c = s.chats;
    if (!c) return {};
    const view = c.view ? Object.values(c.view.byId).map((m) => m.account_id) : [];
    return { userIds: [...c.ids.map((id) => c.byId[id]?.account).filter((id): id is string => !!id), ...view] };
  });
}

/** true once the slice is there (injection dispatches, so it happens after the first render). */
export function useChatsSlice(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => !!store.getState().chats);
  useEffect(() => {
    ensureChatsSlice(store);
    setReady(true);
  }, [store]);
  return ready;
}
