// Closes a pop-up on a press (mouse or touch) outside the element that holds it and its trigger.
import { useEffect, type RefObject } from 'react';

export function usePressOutside(within: RefObject<HTMLElement | null>, open: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      if (within.current && !within.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [within, open, onOutside]);
}
