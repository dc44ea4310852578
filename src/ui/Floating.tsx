import { useRef, type ReactNode, type RefObject } from 'react';
import { useFloating, type FloatingOptions } from './useFloating';

interface Props extends Omit<FloatingOptions, 'open'> {
  anchor: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/** A box in the top layer beside `anchor` (useFloating), for pop-up content that loads lazily. */
export function Floating({ anchor, className, children, ...options }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useFloating(anchor, box, options);
  return (
    <div ref={box} className={className}>
      {children}
    </div>
  );
}
