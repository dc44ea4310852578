import { describe, expect, it } from 'vitest';
import { normalizeFilterList, normalizeFilterResults, normalizeFilterV1, normalizeFilterV2 } from './filter';

describe('server filter model', () => {
  it('normalizes a Pleroma v1 filter into the one model', () => {
    expect(
      normalizeFilterV1({ id: '3', phrase: 'turnip', context: ['home', 'bogus', 'thread'], whole_word: false, irreversible: true, expires_at: '2030-01-01T00:00:00.000Z' }),
    ).toEqual({
      id: '3',
      api: 'v1',
      title: 'turnip',
      context: ['home', 'thread'],
      keywords: [{ id: null, keyword: 'turnip', wholeWord: false }],
      action: 'hide',
      irreversible: true,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(normalizeFilterV1({ phrase: 'no id' })).toBeNull();
  });

  it('normalizes a Mastodon v2 filter and FilterResults', () => {
    const raw = {
      id: 7,
      title: 'Veg',
      context: ['public'],
      filter_action: 'warn',
      expires_at: null,
      keywords: [{ id: '1', keyword: 'leek', whole_word: true }, 'junk'],
      statuses: [],
    };
    const f = normalizeFilterV2(raw);
    expect(f).toMatchObject({ id: '7', api: 'v2', title: 'Veg', action: 'warn', expiresAt: null, keywords: [{ id: '1', keyword: 'leek', wholeWord: true }] });
    expect(normalizeFilterV2({ ...raw, filter_action: 'blur' })?.action).toBe('warn');
    expect(normalizeFilterList([raw, null, { id: '' }], 'v2')).toHaveLength(1);
    expect(normalizeFilterResults([{ filter: raw, keyword_matches: ['leek'] }, { filter: null }, 5])).toEqual([{ filter: f, keywordMatches: ['leek'] }]);
    expect(normalizeFilterResults(undefined)).toEqual([]);
  });
});

describe('filters capability', () => {
  it('is decided by software and version', async () => {
    const { filtersApiOf } = await import('./instanceFeatures');
    expect(filtersApiOf('pleroma', '2.7.0', true)).toBe('v1');
    expect(filtersApiOf('akkoma', '3.13.2', true)).toBe('v1');
    expect(filtersApiOf('mastodon', '4.3.0', false)).toBe('v2');
    expect(filtersApiOf('mastodon', '3.5.3', false)).toBe('v1');
    expect(filtersApiOf('gotosocial', '0.19.2+git-abc', false)).toBe('v2');
    expect(filtersApiOf('gotosocial', '0.15.0', false)).toBe('v1');
    expect(filtersApiOf('gotosocial', '0.14.0', false)).toBeNull();
    expect(filtersApiOf('misskey', '2024.1', false)).toBeNull();
  });
});
