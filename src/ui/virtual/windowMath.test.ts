import { ESTIMATED_HEIGHT, growRange, indexAt, overscanFor, prefixSums, revealStep, segments, settleRange, windowRange } from './windowMath';

describe('overscanFor', () => {
  it('is at least the floor: max(3, ceil(height / 80)) items', () => {
    expect(overscanFor(100)).toBeGreaterThanOrEqual(3);
    expect(overscanFor(800)).toBeGreaterThanOrEqual(10);
    expect(overscanFor(801)).toBeGreaterThanOrEqual(11);
    expect(overscanFor(0)).toBeGreaterThanOrEqual(3);
    expect(overscanFor(Number.NaN)).toBeGreaterThanOrEqual(3);
  });

  it('adds only a little more than the floor', () => {
    expect(overscanFor(800)).toBeLessThanOrEqual(14);
  });
});

describe('prefixSums and indexAt', () => {
  const prefix = prefixSums([100, 50, 200, 10]);

  it('accumulates offsets, the last being the total height', () => {
    expect(Array.from(prefix)).toEqual([0, 100, 150, 350, 360]);
  });

  it('finds the item at an offset, clamped at both ends', () => {
    expect(indexAt(prefix, -40)).toBe(0);
    expect(indexAt(prefix, 0)).toBe(0);
    expect(indexAt(prefix, 99.9)).toBe(0);
    expect(indexAt(prefix, 100)).toBe(1);
    expect(indexAt(prefix, 149)).toBe(1);
    expect(indexAt(prefix, 150)).toBe(2);
    expect(indexAt(prefix, 355)).toBe(3);
    expect(indexAt(prefix, 10_000)).toBe(3);
    expect(indexAt(prefixSums([]), 0)).toBe(-1);
  });

  it('agrees with a linear scan on a long list', () => {
    const heights = Array.from({ length: 500 }, (_, i) => 40 + ((i * 37) % 160));
    const p = prefixSums(heights);
    for (let y = 0; y < p[500]; y += 97) {
      let linear = 0;
      while (linear < 499 && p[linear + 1] <= y) linear++;
      expect(indexAt(p, y)).toBe(linear);
    }
  });
});

describe('windowRange', () => {
  const prefix = prefixSums(new Array<number>(2000).fill(100));

  it('covers the viewport plus the overscan on each side', () => {
    expect(windowRange(prefix, 50_000, 50_800, 10)).toEqual({ start: 490, end: 518 });
  });

  it('is clamped to the list', () => {
    expect(windowRange(prefix, 0, 800, 10)).toEqual({ start: 0, end: 18 });
    expect(windowRange(prefix, 199_500, 200_300, 10)).toEqual({ start: 1985, end: 2000 });
    expect(windowRange(prefixSums([]), 0, 800, 10)).toEqual({ start: 0, end: 0 });
  });

  it('renders the first items while the list is still below the viewport', () => {
    expect(windowRange(prefix, -2000, -1200, 10)).toEqual({ start: 0, end: 11 });
  });

  it('stays bounded however long the list is', () => {
    const huge = prefixSums(new Array<number>(100_000).fill(ESTIMATED_HEIGHT));
    const r = windowRange(huge, 5_000_000, 5_000_900, overscanFor(900));
    expect(r.end - r.start).toBeLessThan(40);
  });
});

describe('segments', () => {
  const prefix = prefixSums([10, 20, 30, 40, 50, 60]);

  it('replaces the items outside the range by spacers of their summed heights', () => {
    expect(segments(prefix, { start: 2, end: 4 })).toEqual([
      { kind: 'gap', from: 0, to: 2, height: 30 },
      { kind: 'item', index: 2 },
      { kind: 'item', index: 3 },
      { kind: 'gap', from: 4, to: 6, height: 110 },
    ]);
  });

  it('has no spacer at an edge the range reaches', () => {
    expect(segments(prefix, { start: 0, end: 6 }).every((s) => s.kind === 'item')).toBe(true);
  });

  it('keeps pinned items rendered outside the range, with spacers around them', () => {
    expect(segments(prefix, { start: 4, end: 6 }, [1, 5, -1, 99])).toEqual([
      { kind: 'gap', from: 0, to: 1, height: 10 },
      { kind: 'item', index: 1 },
      { kind: 'gap', from: 2, to: 4, height: 70 },
      { kind: 'item', index: 4 },
      { kind: 'item', index: 5 },
    ]);
  });

  it('keeps the total height whatever is rendered', () => {
    const total = (r: { start: number; end: number }, pinned: number[] = []) =>
      segments(prefix, r, pinned).reduce((sum, s) => sum + (s.kind === 'gap' ? s.height : [10, 20, 30, 40, 50, 60][s.index]), 0);
    expect(total({ start: 0, end: 0 })).toBe(210);
    expect(total({ start: 1, end: 3 }, [5])).toBe(210);
  });
});

describe('settleRange and growRange', () => {
  it('renders what is in view at once and keeps what is rendered and still wanted', () => {
    expect(settleRange({ start: 10, end: 30 }, { start: 25, end: 34 }, { start: 15, end: 44 })).toEqual({ start: 15, end: 34 });
  });

  it('after a jump past what is rendered, renders only what is in view', () => {
    expect(settleRange({ start: 10, end: 30 }, { start: 500, end: 508 }, { start: 487, end: 521 })).toEqual({ start: 500, end: 508 });
    expect(settleRange({ start: 0, end: 0 }, { start: 0, end: 6 }, { start: 0, end: 19 })).toEqual({ start: 0, end: 6 });
  });

  it('grows by at most the step, on both sides, until it reaches the target', () => {
    const target = { start: 487, end: 521 };
    let r = { start: 500, end: 508 };
    let steps = 0;
    while (r.start !== target.start || r.end !== target.end) {
      const next = growRange(r, target, 4);
      expect(r.start - next.start + (next.end - r.end)).toBeLessThanOrEqual(4);
      expect(next.start).toBeGreaterThanOrEqual(target.start);
      expect(next.end).toBeLessThanOrEqual(target.end);
      r = next;
      steps += 1;
      expect(steps).toBeLessThan(20);
    }
    expect(steps).toBe(Math.ceil((34 - 8) / 4));
  });

  it('gives the whole step to the one side that needs it, and starts an empty range at the target', () => {
    expect(growRange({ start: 0, end: 6 }, { start: 0, end: 19 }, 4)).toEqual({ start: 0, end: 10 });
    expect(growRange({ start: 0, end: 0 }, { start: 3, end: 19 }, 4)).toEqual({ start: 3, end: 7 });
  });
});

describe('revealStep', () => {
  it('starts a jump past everything mounted with the top of the view only', () => {
    expect(revealStep({ start: 10, end: 30 }, { start: 500, end: 508 }, { start: 487, end: 521 }, 4)).toEqual({ start: 500, end: 504 });
  });
  it('adds at most a step of the view to what is kept, and stops once the view is covered', () => {
    let r = revealStep({ start: 10, end: 30 }, { start: 26, end: 40 }, { start: 15, end: 50 }, 4);
    expect(r).toEqual({ start: 15, end: 34 });
    r = revealStep(r, { start: 26, end: 40 }, { start: 15, end: 50 }, 4);
    expect(r).toEqual({ start: 15, end: 38 });
    r = revealStep(r, { start: 26, end: 40 }, { start: 15, end: 50 }, 4);
    expect(r).toEqual({ start: 15, end: 40 });
    expect(revealStep(r, { start: 26, end: 40 }, { start: 15, end: 50 }, 4)).toEqual(r);
  });
  it('reveals upwards when the view moved above what is mounted', () => {
    expect(revealStep({ start: 20, end: 30 }, { start: 12, end: 22 }, { start: 5, end: 35 }, 4)).toEqual({ start: 16, end: 30 });
  });
});
