import { ANCHOR_GAP, placeFloating, VIEWPORT_MARGIN as M } from './floating';

const phone = { width: 390, height: 844 };
const anchorAt = (left: number, top: number, width = 40, height = 40) => ({ left, top, right: left + width, bottom: top + height });

describe('placeFloating', () => {
  it('opens below the anchor, at its start edge, with the room below as its cap', () => {
    const at = placeFloating(anchorAt(20, 100), { width: 200, height: 300 }, phone);
    expect(at).toEqual({ top: 140 + ANCHOR_GAP, left: 20, width: 200, maxHeight: 844 - M - 144 });
  });

  it('flips above when it does not fit below and there is more room above', () => {
    const at = placeFloating(anchorAt(20, 700), { width: 200, height: 300 }, phone);
    expect(at.top).toBeUndefined();
    expect(at.bottom).toBe(844 - 700 + ANCHOR_GAP);
    expect(at.maxHeight).toBe(700 - ANCHOR_GAP - M);
  });

  it('stays on the preferred side when the other has less room, and scrolls there', () => {
    // The moderation menu (11 items, 560 px) under a button in the upper half of a 1280×800 screen.
    const at = placeFloating(anchorAt(900, 300), { width: 240, height: 560 }, { width: 1280, height: 800 }, { align: 'end' });
    expect(at.top).toBe(344);
    expect(at.maxHeight).toBe(800 - M - 344);
    expect(at.left).toBe(940 - 240);
  });

  it('shifts sideways into the screen (the reaction picker ran to x 479 on a phone)', () => {
    const at = placeFloating(anchorAt(191, 100), { width: 288, height: 200 }, phone);
    expect(at.left + at.width).toBe(390 - M);
  });

  it('aligns "start" to the right edge in right-to-left', () => {
    expect(placeFloating(anchorAt(300, 100), { width: 100, height: 50 }, { width: 1280, height: 800 }, { rtl: true }).left).toBe(240);
    expect(placeFloating(anchorAt(300, 100), { width: 100, height: 50 }, { width: 1280, height: 800 }, { rtl: true, align: 'end' }).left).toBe(300);
  });

  it('is never wider than the screen', () => {
    const at = placeFloating(anchorAt(10, 100), { width: 600, height: 50 }, phone);
    expect(at).toMatchObject({ left: M, width: 390 - 2 * M });
  });

  it('takes the anchor’s width when asked (autocomplete under a field)', () => {
    expect(placeFloating(anchorAt(30, 100, 300), { width: 120, height: 50 }, phone, { matchWidth: true }).width).toBe(300);
  });

  it('covers the anchor when neither side has room', () => {
    const short = { width: 800, height: 300 };
    const at = placeFloating(anchorAt(10, 130), { width: 200, height: 400 }, short);
    expect(at.top).toBe(M);
    expect(at.maxHeight).toBe(300 - 2 * M);
  });
});
