// State behind the header notice: 'ok' clears itself after SAVED_NOTICE_MS, 'error' stays until
// the next save.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_NOTICE_MS } from './saveNotice';

export function useSaveState(): ['ok' | 'error' | null, (ok: boolean) => void] {
  const [state, setState] = useState<'ok' | 'error' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = useCallback((ok: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    setState(ok ? 'ok' : 'error');
    if (ok) timer.current = setTimeout(() => setState(null), SAVED_NOTICE_MS);
  }, []);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return [state, report];
}
