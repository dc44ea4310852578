import { describe, expect, it } from 'vitest';
import { normalizeFilterV2 } from '../../../../entities/filter';
import { canSave, draftOf, formValuesOf } from './filterDraft';

describe('filter editor drafts', () => {
  it('builds a v1 body', () => {
    const v = { ...formValuesOf(null), title: ' turnip ', context: ['home' as const, 'thread' as const], wholeWord: false, irreversible: true };
    expect(draftOf('v1', null, v)).toEqual({
      api: 'v1',
      id: null,
      body: { phrase: 'turnip', context: ['home', 'thread'], whole_word: false, irreversible: true },
    });
  });

  it('edits v2 keywords with keywords_attributes and _destroy, keeping the expiry unless changed', () => {
    const original = normalizeFilterV2({
      id: '4',
      title: 'Veg',
      context: ['home'],
      filter_action: 'warn',
      expires_at: '2030-01-01T00:00:00Z',
      keywords: [{ id: '1', keyword: 'leek', whole_word: true }, { id: '2', keyword: 'kale', whole_word: false }],
    })!;
    const v = formValuesOf(original);
    expect(v.expiry).toBe('keep');
    v.keywords = [{ ...v.keywords[1], wholeWord: true }, { id: null, keyword: 'chard', wholeWord: false }, { id: null, keyword: ' ', wholeWord: false }];
    v.action = 'hide';
    expect(draftOf('v2', original, v)).toEqual({
      api: 'v2',
      id: '4',
      body: {
        title: 'Veg',
        context: ['home'],
        filter_action: 'hide',
        keywords_attributes: [{ id: '2', keyword: 'kale', whole_word: true }, { keyword: 'chard', whole_word: false }, { id: '1', _destroy: true }],
      },
    });
    expect((draftOf('v2', original, { ...v, expiry: '' }).body as { expires_in?: unknown }).expires_in).toBeNull();
    expect((draftOf('v2', original, { ...v, expiry: 3600 }).body as { expires_in?: unknown }).expires_in).toBe(3600);
    expect(canSave('v2', { ...v, keywords: [] })).toBe(false);
    expect(canSave('v2', { ...v, context: [] })).toBe(false);
    expect(canSave('v2', v)).toBe(true);
  });
});
