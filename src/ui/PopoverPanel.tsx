// The open half of Popover: the panel, placed by useFloating, closed by a click outside. A chunk
// of its own: the first screen shows many popover triggers and opens none, so the placement
// code arrives when a pointer or focus reaches a trigger (Popover preloads it then).
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFloating } from './useFloating';

interface Props {
  id: string;
  label: string | undefined;
  anchor: RefObject<HTMLButtonElement | null>;
  /** What a click outside must not count as outside: the trigger's wrapper. */
  within: RefObject<HTMLDivElement | null>;
  placement: 'bottom' | 'top';
  align: 'start' | 'end';
  onOutside: () => void;
  children: ReactNode;
}

export default function PopoverPanel({ id, label, anchor, within, placement, align, onOutside, children }: Props) {
  const popup = useRef<HTMLDivElement>(null);
  useFloating(anchor, popup, { open: true, placement, align });
  useEffect(() => {
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (within.current && !within.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [within, onOutside]);
  return (
    <div ref={popup} id={id} role="dialog" aria-label={label} className="popover">
      {children}
    </div>
  );
}
