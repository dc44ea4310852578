// The one mechanism every pop-up uses (menus, pickers, popovers, tooltips, autocomplete): the
// open pop-up goes to the browser's top layer (Popover API, `popover="manual"`), above every
// panel, modal and floating button whatever their overflow, z-index or transform, while it stays
// where it is in the DOM (so focus order, outside-click checks and React events are unchanged).
// It is positioned `fixed` from its anchor's box (lib: floating.ts) and follows scrolling, resizing
// and its own content. Browsers without the Popover API get the same placement with a z-index.
import { useLayoutEffect, type RefObject } from 'react';
import { placeFloating, type FloatOptions } from './floating';
import './floating.css';

/** Above the modal backdrop (2000) for browsers without a top layer. */
const FALLBACK_Z_INDEX = '2500';

function liftToTopLayer(el: HTMLElement): void {
  if (typeof el.showPopover !== 'function') {
    el.style.zIndex = FALLBACK_Z_INDEX;
    return;
  }
  if (!el.hasAttribute('popover')) el.setAttribute('popover', 'manual');
  if (!el.matches(':popover-open')) el.showPopover();
}

function lower(el: HTMLElement): void {
  if (el.isConnected && typeof el.hidePopover === 'function' && el.matches(':popover-open')) el.hidePopover();
}

const px = (n: number | undefined) => (n === undefined ? 'auto' : `${Math.round(n)}px`);

function place(el: HTMLElement, anchor: HTMLElement, options: FloatOptions): void {
  const s = el.style;
  const scrolled = el.scrollTop;
  // Measure the natural size first: at the viewport's corner nothing squeezes it.
  s.position = 'fixed';
  s.inset = '0px auto auto 0px';
  s.margin = '0';
  s.maxHeight = '';
  s.width = '';
  // A cap of its own stylesheet (max-height) still holds; the viewport's room may lower it.
  const cap = parseFloat(getComputedStyle(el).maxHeight) || Infinity;
  const borders = el.offsetHeight - el.clientHeight;
  const size = { width: el.offsetWidth, height: Math.min(el.scrollHeight + borders, cap) };
  const box = anchor.getBoundingClientRect();
  const root = document.documentElement;
  const viewport = { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const at = placeFloating(box, size, viewport, { ...options, rtl });
  s.top = px(at.top);
  s.bottom = px(at.bottom);
  s.left = px(at.left);
  // Its measured width, fixed: near the right edge the browser would otherwise squeeze it.
  s.boxSizing = 'border-box';
  s.width = `${Math.ceil(at.width)}px`;
  s.maxHeight = px(Math.min(at.maxHeight, cap));
  s.overflowY = 'auto';
  el.scrollTop = scrolled;
}

export interface FloatingOptions extends Omit<FloatOptions, 'rtl'> {
  /** Default true: the hook is used by a component that exists only while the pop-up is open. */
  open?: boolean;
}

/** Keeps `floating` in the top layer beside `anchor` while `open`. */
export function useFloating(
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  { open = true, placement = 'bottom', align = 'start', matchWidth = false }: FloatingOptions = {},
): void {
  useLayoutEffect(() => {
    const el = floating.current;
    const at = anchor.current;
    if (!open || !el || !at) return;
    const options = { placement, align, matchWidth };
    liftToTopLayer(el);
    place(el, at, options);
    let frame = 0;
    const later = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (el.isConnected && at.isConnected) place(el, at, options);
      });
    };
    window.addEventListener('resize', later);
    // Capture: scrolling of any panel moves the anchor too.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && el.contains(event.target))) later();
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
    observer?.observe(at);
    observer?.observe(el);
    // The content too: the box's height is capped, the content's is not.
    for (const child of el.children) observer?.observe(child);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', onScroll, { capture: true });
      observer?.disconnect();
      lower(el);
    };
  }, [anchor, floating, open, placement, align, matchWidth]);
}
