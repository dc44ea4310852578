import { useEffect, useRef } from 'react';
import { registerReferenceCollector } from './eviction';

/** While mounted, the listed statuses and users are not evicted from the tables. */
export function useKeepReferenced(statusIds: string[], userIds: string[]): void {
  const refs = useRef({ statusIds, userIds });
  useEffect(() => {
    refs.current = { statusIds, userIds };
  }, [statusIds, userIds]);
  useEffect(() => registerReferenceCollector(() => refs.current), []);
}
