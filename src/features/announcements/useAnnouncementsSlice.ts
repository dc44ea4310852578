// Injects the lazy announcements slice once.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { injectReducer, type AppStore } from '../../store/index';
import reducer from '../../store/announcementsSlice';

export function useAnnouncementsSlice(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => !!store.getState().announcements);
  useEffect(() => {
    if (!store.getState().announcements) injectReducer(store, 'announcements', reducer);
    setReady(true);
  }, [store]);
  return ready;
}
