import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFloating } from './useFloating';
import './Popover.css';

interface Props {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is only an icon. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** 'hover' also opens on pointer hover; click and keyboard always work. */
  mode?: 'click' | 'hover';
  placement?: 'bottom' | 'top';
  align?: 'start' | 'end';
  /** Accessible name of the popup (defaults to triggerLabel). */
  contentLabel?: string;
  className?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  onOpenChange?: (open: boolean) => void;
}

const HOVER_CLOSE_DELAY = 200;

/** A small non-modal popup anchored to its trigger (useFloating); closes on outside click and Escape. */
export function Popover({
  trigger,
  triggerLabel,
  triggerClassName,
  mode = 'click',
  placement = 'bottom',
  align = 'start',
  contentLabel,
  className,
  children,
  onOpenChange,
}: Props) {
  const [open, setOpenState] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const contentId = useId();
  useFloating(button, popup, { open, placement, align });

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState((prev) => {
        if (prev !== next) onOpenChange?.(next);
        return next;
      });
    },
    [onOpenChange],
  );
  // Closing from inside (Escape, an item picked) hands focus back to the trigger.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [open, setOpen]);

  useEffect(() => () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  const hoverHandlers =
    mode === 'hover'
      ? {
          onMouseEnter: () => {
            if (hoverTimer.current) clearTimeout(hoverTimer.current);
            setOpen(true);
          },
          onMouseLeave: () => {
            hoverTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY);
          },
        }
      : {};

  return (
    <div ref={wrapper} className={`popover-anchor${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown} {...hoverHandlers}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={popup}
          id={contentId}
          role="dialog"
          aria-label={contentLabel ?? triggerLabel}
          className="popover"
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}
