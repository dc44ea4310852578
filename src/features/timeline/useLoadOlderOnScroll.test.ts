import { renderHook } from '@testing-library/react';
import { LOAD_TRIGGER_PX, ScrollSpeed, readingRate, triggerDistance, useLoadOlderOnScroll } from './useLoadOlderOnScroll';

const PAGE = 20_000;

function layout(scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

/** Scrolls to `y` and fires the scroll event, as the browser would. */
function scrollTo(y: number) {
  layout(y);
  window.dispatchEvent(new Event('scroll'));
}

/** y at which the viewport's bottom is `distance` px above the page's bottom. */
const yAt = (distance: number) => PAGE - 800 - distance;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  layout(0);
});
afterEach(() => {
  vi.useRealTimers();
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
});

describe('triggerDistance / ScrollSpeed', () => {
  it('is two screens (at least 750 px) for a slow or stopped reader and reaches further ahead for a fast one', () => {
    expect(triggerDistance(0, 800)).toBe(1600);
    expect(triggerDistance(100, 300)).toBe(LOAD_TRIGGER_PX);
    expect(triggerDistance(5000, 800)).toBe(10_000);
  });

  it('turns a speed into statuses a second from the height per loaded status', () => {
    // 20,000 px for 80 statuses: 250 px each; 8,000 px/s passes 32 statuses a second.
    expect(readingRate(8000, 80)).toBe(32);
    expect(readingRate(8000, 0)).toBe(0);
  });

  it('measures downward speed, and forgets it once scrolling stops', () => {
    const s = new ScrollSpeed();
    for (let i = 0; i <= 10; i++) s.sample(i * 100, i * 50); // 100 px every 50 ms = 2000 px/s
    expect(s.at(500)).toBeGreaterThan(1500);
    expect(s.at(2000)).toBe(0);
    s.sample(0, 2050);
    s.sample(-500, 2100);
    expect(s.at(2100)).toBe(0); // scrolling up
  });

  it('reads a jump after a pause as at least its length over the speed memory', () => {
    const s = new ScrollSpeed();
    s.sample(0, 0); // where the reader rested
    s.sample(3000, 5000); // one 3,000 px wheel step after five seconds of reading
    expect(s.at(5000)).toBeGreaterThanOrEqual(5000);
    const fresh = new ScrollSpeed();
    fresh.sample(3000, 5000); // no earlier position known: no speed
    expect(fresh.at(5000)).toBe(0);
  });
});

describe('useLoadOlderOnScroll', () => {
  it('loads while the reader keeps scrolling, without waiting for a pause', () => {
    const loadOlder = vi.fn();
    renderHook(() => useLoadOlderOnScroll(true, loadOlder, () => 0, 80));
    // A scroll event every 50 ms, never stopping, the last ones near the end.
    for (let i = 0; i < 20; i++) {
      scrollTo(yAt(3000 - i * 150));
      vi.advanceTimersByTime(50);
    }
    expect(loadOlder).toHaveBeenCalled();
  });

  it('asks for the next page further ahead when the reader scrolls fast', () => {
    const slow = vi.fn();
    const { unmount } = renderHook(() => useLoadOlderOnScroll(true, slow, () => 0, 80));
    for (let i = 0; i < 6; i++) {
      scrollTo(yAt(4000 - i * 10)); // 10 px per 250 ms, more than two screens from the end
      vi.advanceTimersByTime(250);
    }
    expect(slow).not.toHaveBeenCalled();
    unmount();

    const fast = vi.fn();
    renderHook(() => useLoadOlderOnScroll(true, fast, () => 0, 80));
    for (let i = 0; i < 6; i++) {
      scrollTo(yAt(9000 - i * 1000)); // 1,000 px per 100 ms: the end is ~0.4 s away
      vi.advanceTimersByTime(100);
    }
    expect(fast).toHaveBeenCalled();
    // The fetch hears how many statuses a second go by: the speed (smoothed from rest) over
    // 250 px per status.
    expect(fast.mock.calls[0][0].readingRate).toBeGreaterThan(10);
  });

  it('says the reader caught up when the end of the list is within a screen, even at rest', () => {
    const ahead = vi.fn();
    const { unmount } = renderHook(() => useLoadOlderOnScroll(true, ahead, () => 0, 80));
    scrollTo(yAt(1500)); // within two screens, still more than one
    vi.advanceTimersByTime(250);
    expect(ahead).toHaveBeenCalledWith(expect.objectContaining({ caughtUp: false }));
    unmount();

    const waiting = vi.fn();
    renderHook(() => useLoadOlderOnScroll(true, waiting, () => 0, 80));
    scrollTo(yAt(0)); // held at the very end: scrolling further moves nothing
    vi.advanceTimersByTime(250);
    expect(waiting).toHaveBeenCalledWith({ readingRate: 0, caughtUp: true });
  });

  it('runs a load the throttle held back when the throttle lapses, with no further scrolling', () => {
    const loadOlder = vi.fn();
    const lapses = Date.now() + 700; // the previous older fetch started 300 ms ago
    renderHook(() => useLoadOlderOnScroll(true, loadOlder, () => Math.max(0, lapses - Date.now()), 80));
    scrollTo(yAt(100));
    vi.advanceTimersByTime(650);
    expect(loadOlder).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });

  it('looks at once when loading becomes possible (a page landed at the end of the page)', () => {
    layout(yAt(10));
    const loadOlder = vi.fn();
    const { rerender } = renderHook(({ on }) => useLoadOlderOnScroll(on, loadOlder, () => 0, 80), { initialProps: { on: false } });
    expect(loadOlder).not.toHaveBeenCalled();
    rerender({ on: true });
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });

  it('the returned request loads even far from the end, when the throttle allows', () => {
    const loadOlder = vi.fn();
    let wait = 400;
    const { result } = renderHook(() => useLoadOlderOnScroll(true, loadOlder, () => wait, 80));
    result.current();
    expect(loadOlder).not.toHaveBeenCalled();
    wait = 0;
    vi.advanceTimersByTime(400);
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });
});
