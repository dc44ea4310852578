// Injects the hashtags slice (followed and featured tags). Call it before the effects that load
// into it: effects run in order, so the slice is there when their answers arrive.
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../store/index';
import { ensureTagsSlice } from '../../store/tagsSlice';

export function useTagsSlice(): void {
  const store = useStore() as AppStore;
  useEffect(() => ensureTagsSlice(store), [store]);
}
