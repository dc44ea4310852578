import { beforeEach, describe, expect, it } from 'vitest';
import { POSITION_KEY, readPosition, writePosition } from './readingPosition';

describe('reading position storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a position per account and timeline', () => {
    writePosition('https://a.example|1', 'friends', { id: '30', offset: 42, stamp: '3|t' });
    writePosition('https://a.example|2', 'friends', { id: '7', offset: 0, stamp: null });
    writePosition('https://a.example|1', 'notifications', { id: '9', offset: 1, stamp: null });
    expect(readPosition('https://a.example|1', 'friends')).toEqual({ id: '30', offset: 42, stamp: '3|t' });
    expect(readPosition('https://a.example|2', 'friends')).toEqual({ id: '7', offset: 0, stamp: null });
    expect(readPosition('https://a.example|1', 'notifications')?.id).toBe('9');
    expect(readPosition('https://b.example|1', 'friends')).toBeNull();
  });

  it('reads broken or hostile data as nothing', () => {
    localStorage.setItem(POSITION_KEY, '{"__proto__":{"friends":{"id":"1"}},"x":{"friends":{"id":5,"offset":"a"}}}');
    expect(readPosition('constructor', 'friends')).toBeNull();
    expect(readPosition('x', 'friends')).toBeNull();
    expect(readPosition('x', 'toString')).toBeNull();
    localStorage.setItem(POSITION_KEY, 'not json');
    expect(readPosition('x', 'friends')).toBeNull();
    writePosition('x', 'friends', { id: '1', offset: -5, stamp: null });
    expect(readPosition('x', 'friends')).toEqual({ id: '1', offset: 0, stamp: null });
  });
});
