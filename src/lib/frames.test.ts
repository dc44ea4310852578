import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './frames';

/** Animation frames run by hand: each `frame()` runs the callbacks asked for before it. */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
  return () => {
    const now = queue;
    queue = [];
    for (const cb of now) cb(0);
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('afterNextFrame', () => {
  it('runs at the start of the second frame, once the first one (with what was rendered) is painted', () => {
    const frame = manualFrames();
    const fn = vi.fn();
    afterNextFrame(fn);
    frame();
    expect(fn).not.toHaveBeenCalled();
    frame();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
