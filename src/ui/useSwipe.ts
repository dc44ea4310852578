import { useRef, type PointerEvent, type TouchEvent } from 'react';
import { isSwipe, SWIPE_THRESHOLD, SWIPE_TOLERANCE, type Vector } from '../lib/swipe';
import { isRtl } from './direction';

/**
 * Touch/pen swipe detection (lib/swipe decides what counts): spread the returned handlers on the
 * element. Mouse drags are ignored so selecting text with a mouse never swipes. `direction` is
 * for a left-to-right page; right to left it is mirrored (a drawer at the right closes rightwards).
 */
export function useSwipe(direction: Vector, onSwipe: () => void, threshold = SWIPE_THRESHOLD) {
  const start = useRef<Vector | null>(null);
  const begin = (x: number, y: number) => {
    start.current = [x, y];
  };
  const end = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    const along: Vector = isRtl() ? [-direction[0], direction[1]] : direction;
    if (from && isSwipe([x - from[0], y - from[1]], along, threshold, SWIPE_TOLERANCE)) onSwipe();
  };
  return {
    onTouchStart: (e: TouchEvent) => {
      const p = e.touches[0];
      if (p) begin(p.clientX, p.clientY);
    },
    onTouchEnd: (e: TouchEvent) => {
      const p = e.changedTouches[0];
      if (p) end(p.clientX, p.clientY);
    },
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'pen') begin(e.clientX, e.clientY);
    },
    onPointerUp: (e: PointerEvent) => {
      if (e.pointerType === 'pen') end(e.clientX, e.clientY);
    },
  };
}
