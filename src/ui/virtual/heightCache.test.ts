import { CLOSED_LISTS_KEPT, UNLISTED_HEIGHT_BOUND, forgetHeights, heightOf, listClosed, listHolds, rememberHeight } from './heightCache';
import { ESTIMATED_HEIGHT } from './windowMath';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const measureAll = (list: readonly string[]) => list.forEach((id) => rememberHeight(id, 200));
const known = (list: readonly string[]) => list.filter((id) => heightOf(id, -1) !== -1).length;

describe('heightCache', () => {
  beforeEach(forgetHeights);

  it('estimates unmeasured items and remembers measured ones', () => {
    expect(heightOf('a')).toBe(ESTIMATED_HEIGHT);
    expect(rememberHeight('a', 212)).toBe(true);
    expect(heightOf('a')).toBe(212);
    expect(rememberHeight('a', 212.2)).toBe(false);
    expect(rememberHeight('a', 240)).toBe(true);
  });

  it('drops the heights of ids no list holds once more than the bound pile up, and keeps the listed ones', () => {
    const feed = {};
    // A feed that streams: new ids arrive at the top, the oldest leave at the bottom.
    let shown = ids('old', 300);
    listHolds(feed, shown);
    measureAll(shown);
    for (let round = 0; round < 20; round++) {
      const arrived = ids(`r${round}-`, 100);
      shown = [...arrived, ...shown].slice(0, 300);
      listHolds(feed, shown);
      measureAll(arrived);
    }
    expect(known(shown)).toBe(300);
    expect(known(ids('old', 300))).toBe(0);
    // 2,300 ids were measured; what is kept is what the feed holds plus at most the bound.
    let total = 0;
    for (let round = 0; round < 20; round++) total += known(ids(`r${round}-`, 100));
    expect(total).toBeLessThanOrEqual(300 + UNLISTED_HEIGHT_BOUND);
  });

  it('keeps what the last closed lists held, for a return to them', () => {
    const closed = Array.from({ length: CLOSED_LISTS_KEPT + 1 }, (_, i) => ids(`list${i}-`, 10));
    closed.forEach((list) => {
      const owner = {};
      listHolds(owner, list);
      measureAll(list);
      listClosed(owner);
    });
    const open = {};
    const streaming = ids('new', UNLISTED_HEIGHT_BOUND + 200);
    listHolds(open, streaming);
    measureAll(streaming);
    expect(known(streaming)).toBe(streaming.length);
    expect(known(closed[0])).toBe(0);
    for (const list of closed.slice(1)) expect(known(list)).toBe(10);
  });
});
