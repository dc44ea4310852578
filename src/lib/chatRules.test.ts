import { describe, expect, it } from 'vitest';
import {
  compareChatIds,
  distanceFromBottom,
  groupByDay,
  idsToCull,
  readIdToSend,
  retryDelay,
  shouldRetrySend,
} from './chatRules';

describe('chat rules', () => {
  it('orders numeric ids by value, not by text', () => {
    expect(compareChatIds('9', '10')).toBeLessThan(0);
    expect(compareChatIds('0010', '10')).toBe(0);
    expect(['30', '4', '200'].sort(compareChatIds)).toEqual(['4', '30', '200']);
    expect(compareChatIds('AbC', 'AbD')).toBeLessThan(0);
  });

  it('backs off 1000 ms × 2^n and retries only 5xx and network failures, 10 times', () => {
    expect([0, 1, 2, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 512000]);
    expect(shouldRetrySend(503, 0)).toBe(true);
    expect(shouldRetrySend(0, 9)).toBe(true);
    expect(shouldRetrySend(0, 10)).toBe(false);
    expect(shouldRetrySend(422, 0)).toBe(false);
    expect(shouldRetrySend(404, 0)).toBe(false);
  });

  it('culls all but the newest 50', () => {
    const ids = Array.from({ length: 73 }, (_, i) => String(i + 1));
    const culled = idsToCull(ids);
    expect(culled).toHaveLength(23);
    expect(culled[22]).toBe('23');
    expect(idsToCull(ids.slice(0, 50))).toEqual([]);
    expect(idsToCull(['1', '2', '3'], 1)).toEqual(['1', '2']);
  });

  it('sends a read marker only when the newest id moved forward', () => {
    expect(readIdToSend(null, null)).toBeNull();
    expect(readIdToSend('5', null)).toBe('5');
    expect(readIdToSend('5', '5')).toBeNull();
    expect(readIdToSend('4', '5')).toBeNull();
    expect(readIdToSend('12', '5')).toBe('12');
  });

  it('puts a date separator before the first message of each day', () => {
    const at = (d: number, h: number) => new Date(2026, 10, d, h, 0).toISOString();
    const items = groupByDay([
      { id: '1', created_at: at(20, 9) },
      { id: '2', created_at: at(20, 23) },
      { id: '3', created_at: at(21, 0) },
      { id: '4', created_at: at(23, 12) },
    ]);
    expect(items.map((i) => i.kind)).toEqual(['date', 'message', 'message', 'date', 'message', 'date', 'message']);
    expect(items[3].kind === 'date' && items[3].day.getDate()).toBe(21);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });

  it('measures the distance from the bottom', () => {
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 700, clientHeight: 300 })).toBe(0);
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 300 })).toBe(200);
  });
});
