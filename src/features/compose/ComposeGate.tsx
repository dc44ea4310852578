// Compose entry points render through this gate: it adds the drafts table to the store the
// first time (the slice ships with the compose chunk, not the first paint).
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../store';
import { injectDrafts } from '../../store/draftsSlice';

export function ComposeGate({ children }: { children: ReactNode }) {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => store.getState().drafts !== undefined);
  useLayoutEffect(() => {
    injectDrafts(store);
    setReady(true);
  }, [store]);
  return ready ? <>{children}</> : null;
}
