// Where a pop-up (menu, picker, popover, autocomplete) goes, as pure arithmetic: beside its
// anchor on the preferred side, or on the other one when that has more room; shifted sideways
// into the viewport; never taller than the room it has (it scrolls inside instead). Reading
// direction decides which edge "start" is.

/** Space kept between a pop-up and the viewport edge, px. */
export const VIEWPORT_MARGIN = 8;
/** Space between the anchor and its pop-up, px. */
export const ANCHOR_GAP = 4;
/** Less room than this beside the anchor (and a taller pop-up): cover the anchor instead. */
export const MIN_ROOM = 160;

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface FloatOptions {
  placement?: 'bottom' | 'top';
  align?: 'start' | 'end';
  rtl?: boolean;
  /** As wide as the anchor (a field's autocomplete). */
  matchWidth?: boolean;
}

/** Fixed-position coordinates: exactly one of top and bottom is set. */
export interface Placed {
  top?: number;
  bottom?: number;
  left: number;
  width: number;
  maxHeight: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Places a pop-up whose natural size is `size` next to `anchor` in a `viewport` of that size.
 * The side's room, not the content, caps the height, so content that arrives later (a lazy
 * picker) grows into the room without a new placement.
 */
export function placeFloating(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  { placement = 'bottom', align = 'start', rtl = false, matchWidth = false }: FloatOptions = {},
  margin = VIEWPORT_MARGIN,
): Placed {
  const below = viewport.height - margin - (anchor.bottom + ANCHOR_GAP);
  const above = anchor.top - ANCHOR_GAP - margin;
  let side = placement;
  if (side === 'bottom' && size.height > below && above > below) side = 'top';
  else if (side === 'top' && size.height > above && below > above) side = 'bottom';
  const room = side === 'bottom' ? below : above;

  const width = Math.min(matchWidth ? anchor.right - anchor.left : size.width, Math.max(0, viewport.width - 2 * margin));
  const atStart = (align === 'start') !== rtl;
  const across = { left: clamp(atStart ? anchor.left : anchor.right - width, margin, viewport.width - margin - width), width };

  const full = Math.min(size.height, viewport.height - 2 * margin);
  if (room < Math.min(full, MIN_ROOM)) {
    // Neither side has room: over the anchor, as high as the pop-up needs, inside the screen.
    const top = clamp(anchor.top, margin, viewport.height - margin - full);
    return { ...across, top, maxHeight: viewport.height - margin - top };
  }
  if (side === 'bottom') return { ...across, top: anchor.bottom + ANCHOR_GAP, maxHeight: room };
  return { ...across, bottom: viewport.height - anchor.top + ANCHOR_GAP, maxHeight: room };
}
