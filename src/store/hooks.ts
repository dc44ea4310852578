import { shallowEqual, useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { AppDispatch, RootState } from './index';

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/**
 * Some fields of a large state object (the instance, the effective settings): the component
 * renders again when one of them changes, not whenever the object is replaced. Rows of a feed use
 * this, so an instance answer merged at start-up does not render every status again.
 */
export function useAppFields<T extends object, K extends keyof T>(select: (state: RootState) => T, ...keys: K[]): Pick<T, K> {
  return useSelector((state: RootState) => {
    const whole = select(state);
    const picked = {} as Pick<T, K>;
    for (const key of keys) picked[key] = whole[key];
    return picked;
  }, shallowEqual);
}
