// Swipe rule: the movement projected on the intended direction must reach the threshold,
// and the sideways part may be at most `tolerance` times the forward part (1 → within 45°).

export type Vector = readonly [number, number];

export const DIRECTION_LEFT: Vector = [-1, 0];
export const DIRECTION_RIGHT: Vector = [1, 0];
export const DIRECTION_DOWN: Vector = [0, 1];

export const SWIPE_THRESHOLD = 30;
/** Media viewer and notifications drawer. */
export const SWIPE_THRESHOLD_MEDIA = 50;
export const SWIPE_TOLERANCE = 1;

/** delta = end − start (screen coordinates, y down); direction is a unit axis vector. */
export function isSwipe(
  delta: Vector,
  direction: Vector,
  threshold = SWIPE_THRESHOLD,
  tolerance = SWIPE_TOLERANCE,
): boolean {
  const len = Math.hypot(direction[0], direction[1]);
  if (!len) return false;
  const ux = direction[0] / len;
  const uy = direction[1] / len;
  const forward = delta[0] * ux + delta[1] * uy;
  if (!(forward >= threshold)) return false;
  const sideways = Math.abs(delta[0] * -uy + delta[1] * ux);
  return sideways <= tolerance * forward;
}

/** Convenience for touch handlers: the swipe between two points. */
export function swipeBetween(
  start: { x: number; y: number },
  end: { x: number; y: number },
  direction: Vector,
  threshold = SWIPE_THRESHOLD,
  tolerance = SWIPE_TOLERANCE,
): boolean {
  return isSwipe([end.x - start.x, end.y - start.y], direction, threshold, tolerance);
}
