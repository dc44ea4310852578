import { describe, expect, it } from 'vitest';
import { filterVerdict, keywordHits, matchingFilters, type MatchFilter } from './filterMatch';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const filter = (over: Partial<MatchFilter> = {}): MatchFilter => ({
  title: 'Veg',
  context: ['home'],
  keywords: [{ keyword: 'leek', wholeWord: true }],
  action: 'warn',
  expiresAt: null,
  ...over,
});

describe('filter matcher', () => {
  it('matches keywords case-insensitively, whole words only when asked', () => {
    expect(keywordHits('A LEEK soup', { keyword: 'leek', wholeWord: true })).toBe(true);
    expect(keywordHits('leeks', { keyword: 'leek', wholeWord: true })).toBe(false);
    expect(keywordHits('leeks', { keyword: 'leek', wholeWord: false })).toBe(true);
    expect(keywordHits('über_leek', { keyword: 'leek', wholeWord: true })).toBe(false);
    expect(keywordHits('Ça va, ÇA!', { keyword: 'ça', wholeWord: true })).toBe(true);
    expect(keywordHits('see #leek.', { keyword: '#leek', wholeWord: true })).toBe(true);
    expect(keywordHits('(x+y)', { keyword: 'x+y', wholeWord: false })).toBe(true);
    expect(keywordHits('anything', { keyword: ' ', wholeWord: false })).toBe(false);
  });

  it('applies v1 filters in their contexts, skipping expired ones', () => {
    const home = filter();
    const expired = filter({ title: 'Old', expiresAt: '2025-12-31T00:00:00Z' });
    const thread = filter({ title: 'Thread', context: ['thread'] });
    expect(matchingFilters([home, expired, thread], 'leek pie', 'home', NOW)).toEqual([home]);
    expect(matchingFilters([home], 'no veg', 'home', NOW)).toEqual([]);
  });

  it('decides warn or hide by context; hide wins', () => {
    const warn = filter();
    const hide = filter({ title: 'Hidden', action: 'hide', context: ['public'] });
    expect(filterVerdict([warn], 'home', NOW)).toEqual({ action: 'warn', titles: ['Veg'] });
    expect(filterVerdict([warn], 'public', NOW).action).toBeNull();
    expect(filterVerdict([warn, hide], 'public', NOW).action).toBe('hide');
    expect(filterVerdict([warn, { ...hide, context: ['home'] }], 'home', NOW).action).toBe('hide');
    expect(filterVerdict([warn], null, NOW).action).toBeNull();
    expect(filterVerdict([filter({ expiresAt: '2025-01-01T00:00:00Z' })], 'home', NOW).action).toBeNull();
  });
});
