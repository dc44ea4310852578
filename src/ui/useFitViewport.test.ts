import { horizontalShift } from './useFitViewport';

describe('horizontalShift', () => {
  it('leaves a popup that fits where it is', () => {
    expect(horizontalShift(20, 300, 390)).toBe(0);
  });

  it('moves a popup running off the right edge back inside (the reaction picker at x 191–479)', () => {
    const shift = horizontalShift(191, 479, 390);
    expect(191 + shift).toBeGreaterThanOrEqual(8);
    expect(479 + shift).toBe(382);
  });

  it('keeps the start edge visible when the popup is wider than the screen', () => {
    expect(horizontalShift(100, 600, 390)).toBe(-92);
    expect(horizontalShift(-40, 200, 390)).toBe(48);
  });
});
