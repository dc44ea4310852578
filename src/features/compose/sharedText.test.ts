import { describe, expect, it } from 'vitest';
import { sharedFrom, sharedText, withShared } from './sharedText';

describe('sharedText', () => {
  it('puts title, text and url in order, each once', () => {
    expect(sharedText({ title: 'A read', text: 'Worth it', url: 'https://example.org/a' })).toBe('A read\n\nWorth it\n\nhttps://example.org/a');
    expect(sharedText({ title: null, text: 'Look https://example.org/a', url: 'https://example.org/a' })).toBe('Look https://example.org/a');
    expect(sharedText(sharedFrom(new URLSearchParams('text=hi&url=')))).toBe('hi');
  });

  it('adds to a draft without losing what it holds, and only once', () => {
    expect(withShared('', 'hi')).toBe('hi');
    expect(withShared('mine ', 'hi')).toBe('mine\n\nhi');
    expect(withShared('mine\n\nhi', 'hi')).toBe('mine\n\nhi');
  });
});
