// A frame's rendering is done on the main thread at the start of that frame, then painted: work
// meant to follow the paint waits for the start of the frame after it.

/** Runs `fn` at the start of the frame after the next one: what is rendered now is then on screen. */
export function afterNextFrame(fn: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(fn));
}
