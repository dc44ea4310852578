import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { MOBILE_BREAKPOINT, selectIsMobile, setMobile } from '../../store/uiSlice';

/** Keeps the store's mobile flag in step with the window width (mobile at 800 px or less). */
export function useMobileTracker(): void {
  const dispatch = useAppDispatch();
  const isMobile = useAppSelector(selectIsMobile);
  useEffect(() => {
    const check = () => {
      const mobile = window.innerWidth <= MOBILE_BREAKPOINT;
      if (mobile !== isMobile) dispatch(setMobile(mobile));
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [dispatch, isMobile]);
}
