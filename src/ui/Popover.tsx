import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyChunk } from './lazyChunk';
import './Popover.css';

const PopoverPanel = lazyChunk(() => import('./PopoverPanel'));

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

/**
 * A small non-modal popup anchored to its trigger (useFloating); closes on outside click and Escape.
 * The panel is its own chunk (PopoverPanel), asked for as soon as a pointer or focus reaches the trigger.
 */
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
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const contentId = useId();

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

  const dismiss = useCallback(() => setOpen(false), [setOpen]);

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
        onPointerEnter={PopoverPanel.preload}
        onFocus={PopoverPanel.preload}
      >
        {trigger}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PopoverPanel
            id={contentId}
            label={contentLabel ?? triggerLabel}
            anchor={button}
            within={wrapper}
            placement={placement}
            align={align}
            onOutside={dismiss}
          >
            {typeof children === 'function' ? children(close) : children}
          </PopoverPanel>
        </Suspense>
      )}
    </div>
  );
}
