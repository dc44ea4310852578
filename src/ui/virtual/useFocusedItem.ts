// The item of a virtual window that holds focus, kept rendered (pinned) while focus is in it, so
// that scrolling never unmounts what the keyboard is on.
import { useMemo, useState, type FocusEvent } from 'react';
import { ITEM_ATTR } from './useVirtualWindow';

export function useFocusedItem() {
  const [focused, setFocused] = useState<string | null>(null);
  const pinned = useMemo(() => (focused ? [focused] : []), [focused]);
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    setFocused(e.target.closest(`[${ITEM_ATTR}]`)?.getAttribute(ITEM_ATTR) ?? null);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  };
  return { pinned, onFocus, onBlur };
}
