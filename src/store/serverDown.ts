// The request layer's word on whether the server answers (api/serverAnswer.ts), for components.
import { useSyncExternalStore } from 'react';
import { onServerAnswer, serverDown } from '../api/serverAnswer';

export const useServerDown = (): boolean => useSyncExternalStore(onServerAnswer, serverDown, () => false);
