import { DIRECTION_DOWN, DIRECTION_LEFT, DIRECTION_RIGHT, SWIPE_THRESHOLD_MEDIA, isSwipe, swipeBetween } from './swipe';

describe('swipe rule', () => {
  it('needs the threshold in the intended direction (default 30)', () => {
    expect(isSwipe([-30, 0], DIRECTION_LEFT)).toBe(true);
    expect(isSwipe([-29, 0], DIRECTION_LEFT)).toBe(false);
    expect(isSwipe([30, 0], DIRECTION_LEFT)).toBe(false); // wrong way
    expect(isSwipe([0, 40], DIRECTION_DOWN)).toBe(true);
  });

  it('media and notifications use 50', () => {
    expect(isSwipe([49, 0], DIRECTION_RIGHT, SWIPE_THRESHOLD_MEDIA)).toBe(false);
    expect(isSwipe([50, 0], DIRECTION_RIGHT, SWIPE_THRESHOLD_MEDIA)).toBe(true);
  });

  it('perpendicular movement at most tolerance (1) times the forward one', () => {
    expect(isSwipe([60, 60], DIRECTION_RIGHT)).toBe(true);
    expect(isSwipe([60, -61], DIRECTION_RIGHT)).toBe(false);
    expect(isSwipe([60, 100], DIRECTION_RIGHT, 30, 2)).toBe(true);
  });

  it('works from touch points and rejects a zero direction', () => {
    expect(swipeBetween({ x: 100, y: 10 }, { x: 40, y: 20 }, DIRECTION_LEFT)).toBe(true);
    expect(isSwipe([50, 0], [0, 0])).toBe(false);
  });
});
