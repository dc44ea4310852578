// Loads the server's captcha, and a new one on demand (after a failure, or a click on it).
// Only Pleroma has /api/pleroma/captcha: elsewhere (the capability table says so) none is asked.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Captcha } from '../../entities/registration';
import { useAppDispatch } from '../../store/hooks';
import { loadCaptcha } from '../../store/registrationThunks';

export function useCaptcha(pleroma: boolean) {
  const dispatch = useAppDispatch();
  const [captcha, setCaptcha] = useState<Captcha | null>(pleroma ? null : { type: 'none' });
  const [loading, setLoading] = useState(pleroma);
  const [failed, setFailed] = useState(false);
  const serial = useRef(0);

  const reload = useCallback(async () => {
    if (!pleroma) return;
    const mine = ++serial.current;
    setLoading(true);
    setFailed(false);
    try {
      const next = await dispatch(loadCaptcha());
      if (mine === serial.current) setCaptcha(next);
    } catch (e) {
      console.warn('Loading the captcha failed', e);
      if (mine === serial.current) setFailed(true);
    } finally {
      if (mine === serial.current) setLoading(false);
    }
  }, [pleroma, dispatch]);

  useEffect(() => {
    void reload();
    const counter = serial; // the ref object itself: bumping it drops answers that arrive late
    return () => {
      counter.current++;
    };
  }, [reload]);

  return { captcha, loading, failed, reload };
}
