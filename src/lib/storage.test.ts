import { getJson, removeKey, setJson, storageAvailable } from './storage';

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('round-trips JSON', () => {
    expect(storageAvailable()).toBe(true);
    expect(setJson('k', { a: [1, 2] })).toBe(true);
    expect(getJson('k', null)).toEqual({ a: [1, 2] });
    removeKey('k');
    expect(getJson('k', 'fallback')).toBe('fallback');
  });

  it('falls back on bad JSON', () => {
    localStorage.setItem('bad', '{nope');
    expect(getJson('bad', 7)).toBe(7);
  });

  it('reports unavailable storage and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageAvailable()).toBe(false);
    expect(setJson('k', 1)).toBe(false);
    expect(getJson('k', 'fb')).toBe('fb');
    expect(() => removeKey('k')).not.toThrow();
  });
});
