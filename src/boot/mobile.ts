// Mobile layout at 800 px wide or less, kept current on resize.
import type { AppStore } from '../store';
import { MOBILE_BREAKPOINT, setMobile } from '../store/uiSlice';

let detach: (() => void) | null = null;

export function watchMobile(store: AppStore): () => void {
  detach?.();
  const update = () => {
    const mobile = window.innerWidth <= MOBILE_BREAKPOINT;
    if (store.getState().ui.isMobile !== mobile) store.dispatch(setMobile(mobile));
  };
  update();
  window.addEventListener('resize', update, { passive: true });
  detach = () => window.removeEventListener('resize', update);
  return detach;
}
