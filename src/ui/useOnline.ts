// navigator.onLine as a component sees it: read again on each online/offline event, so what
// depends on it (the server-down notice) changes when the connection does, not only at render.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, online, () => true);
