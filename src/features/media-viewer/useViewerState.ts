// Open/close state of the media viewer, tied to browser history: opening pushes an entry (same
// URL, so the router does not navigate), browser back closes, and closing by any other means
// steps back over that entry. Small and eager; the viewer itself is a lazy chunk.
import { useCallback, useEffect, useRef, useState } from 'react';

const MARK = 'starlingMediaViewer';

const isMarked = (state: unknown): boolean =>
  !!state && typeof state === 'object' && (state as Record<string, unknown>)[MARK] === true;

export function useViewerState() {
  const [index, setIndex] = useState<number | null>(null);
  const pushed = useRef(false);

  const open = useCallback((at: number) => {
    setIndex(at);
    if (!pushed.current) {
      const prev: unknown = window.history.state;
      window.history.pushState({ ...(prev && typeof prev === 'object' ? prev : {}), [MARK]: true }, '');
      pushed.current = true;
    }
  }, []);

  const close = useCallback(() => {
    setIndex(null);
    if (pushed.current) {
      pushed.current = false;
      if (isMarked(window.history.state)) window.history.back();
    }
  }, []);

  useEffect(() => {
    if (index === null) return;
    const onPop = () => {
      if (!pushed.current || isMarked(window.history.state)) return;
      pushed.current = false;
      setIndex(null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [index]);

  // Unmounted while open (e.g. the status scrolled out of a virtual list): drop our entry.
  useEffect(
    () => () => {
      if (pushed.current && isMarked(window.history.state)) window.history.back();
    },
    [],
  );

  return { index, setIndex, open, close };
}
