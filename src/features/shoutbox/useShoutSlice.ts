// Injects the lazy shout slice once.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { injectReducer, type AppStore } from '../../store/index';
import reducer from '../../store/shoutSlice';

export function useShoutSlice(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => !!store.getState().shout);
  useEffect(() => {
    if (!store.getState().shout) injectReducer(store, 'shout', reducer);
    setReady(true);
  }, [store]);
  return ready;
}
