import { describe, expect, it } from 'vitest';
import { afterConflict, choosePosition } from './choosePosition';

const server = (lastReadId: string, stamp = '4|2026-11-26T10:00:00.000Z') => ({ lastReadId, stamp });

describe('choosePosition', () => {
  it('takes what there is when only one side has a position', () => {
    expect(choosePosition(null, null)).toBeNull();
    expect(choosePosition({ id: '30', offset: 12, stamp: null }, null)).toEqual({ id: '30', offset: 12 });
    expect(choosePosition(null, server('30'))).toEqual({ id: '30', offset: 0 });
  });

  it("keeps this device's offset on the same post", () => {
    expect(choosePosition({ id: '30', offset: 80, stamp: 'old' }, server('30'))).toEqual({ id: '30', offset: 80 });
  });

  it('keeps this device when the server has not moved since it synced (it read on unsent)', () => {
    expect(choosePosition({ id: '25', offset: 5, stamp: '4|2026-11-26T10:00:00.000Z' }, server('30'))).toEqual({ id: '25', offset: 5 });
  });

  it('takes the server marker when it moved on another device meanwhile', () => {
    expect(choosePosition({ id: '25', offset: 5, stamp: '3|2026-11-26T09:00:00.000Z' }, server('40'))).toEqual({ id: '40', offset: 0 });
    expect(choosePosition({ id: '25', offset: 5, stamp: null }, server('10'))).toEqual({ id: '10', offset: 0 });
  });
});

describe('afterConflict', () => {
  it('lets the newer post win a simultaneous write', () => {
    expect(afterConflict('30', server('40'))).toBe('theirs');
    expect(afterConflict('30', server('30'))).toBe('theirs');
    expect(afterConflict('30', server('20'))).toBe('retry');
    expect(afterConflict('30', null)).toBe('retry');
    expect(afterConflict('01HZ', server('01HA'))).toBe('retry');
  });
});
