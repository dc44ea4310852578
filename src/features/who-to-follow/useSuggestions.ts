import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { loadSuggestions } from '../../store/suggestionsThunks';
import { useKeepReferenced } from '../../store/useKeepReferenced';

export type SuggestionsLoad = { phase: 'loading' } | { phase: 'error' } | { phase: 'done'; ids: string[] };

const NONE: string[] = [];

/** Fetches the suggestions once per mount; `retry` asks again. */
export function useSuggestions(): [SuggestionsLoad, () => void] {
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<SuggestionsLoad>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    dispatch(loadSuggestions()).then(
      (ids) => live && setLoad({ phase: 'done', ids }),
      () => live && setLoad({ phase: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);
  useKeepReferenced(NONE, load.phase === 'done' ? load.ids : NONE);
  const retry = () => {
    setLoad({ phase: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [load, retry];
}
