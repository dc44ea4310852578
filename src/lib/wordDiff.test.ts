import { describe, expect, it } from 'vitest';
import { changed, tokens, wordDiff } from './wordDiff';

describe('wordDiff', () => {
  it('marks inserted and removed words, keeping the rest', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'inserted', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'inserted', text: ' jumps' },
    ]);
  });

  it('gives back both texts from its parts', () => {
    const before = 'Hello  world,\nthis is a post';
    const after = 'Hello world, this was a post!';
    const parts = wordDiff(before, after);
    expect(parts.filter((p) => p.kind !== 'inserted').map((p) => p.text).join('')).toBe(before);
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe(after);
  });

  it('says when nothing changed, and handles empty texts', () => {
    expect(changed(wordDiff('same words', 'same words'))).toBe(false);
    expect(wordDiff('', 'new')).toEqual([{ kind: 'inserted', text: 'new' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('splits words from whitespace', () => {
    expect(tokens('a  b\nc')).toEqual(['a', '  ', 'b', '\n', 'c']);
  });
});
