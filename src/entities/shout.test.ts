import { describe, expect, it } from 'vitest';
import { normalizeShout } from './shout';

describe('normalizeShout', () => {
  it('keeps id, text and author, and refuses unsafe avatar URLs', () => {
    expect(normalizeShout({ id: 7, text: '<b>hi</b>', author: { id: 3, username: 'alice', avatar: 'https://x.example/a.png' } })).toEqual({
      id: '7',
      text: '<b>hi</b>',
      author: { id: '3', username: 'alice', avatar: 'https://x.example/a.png' },
    });
    expect(normalizeShout({ id: '1', text: 'x', author: { avatar: 'javascript:alert(1)' } })?.author.avatar).toBe('');
  });

  it('drops messages without an id', () => {
    expect(normalizeShout({ text: 'x' })).toBeNull();
    expect(normalizeShout('nope')).toBeNull();
  });
});
