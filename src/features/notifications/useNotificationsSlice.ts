// Makes sure the lazy notifications slice is in the store before a notifications view reads it.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { registerReferenceCollector } from '../../store/eviction';
import { injectReducer, type AppStore } from '../../store/index';
import reducer from '../../store/notificationsSlice';

let collectorRegistered = false;

/** Injects the slice (once) and keeps its statuses and users from eviction. */
export function ensureNotificationsSlice(store: AppStore): void {
  if (!store.getState().notifications) injectReducer(store, 'notifications', reducer);
  if (!collectorRegistered) {
    collectorRegistered = true;
    registerReferenceCollector((s) => {
      const n = s.notifications;
      if (!n) return {};
      const list = Object.values(n.byId);
      return {
        statusIds: list.flatMap((x) => (x.status ? [x.status] : [])),
        userIds: list.flatMap((x) => (x.target ? [x.from_profile, x.target] : [x.from_profile])),
      };
    });
  }
}

/** true once the slice is there (injection dispatches, so it happens after the first render). */
export function useNotificationsSlice(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => !!store.getState().notifications);
  useEffect(() => {
    ensureNotificationsSlice(store);
    setReady(true);
  }, [store]);
  return ready;
}
