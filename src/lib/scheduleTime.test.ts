import { describe, expect, it } from 'vitest';
import { checkSchedule, defaultScheduleValue, fromLocalInput, toLocalInput } from './scheduleTime';

describe('scheduled post times', () => {
  const now = new Date(2030, 4, 6, 10, 2, 30).getTime(); // local time

  it('round-trips a local datetime-local value', () => {
    expect(toLocalInput(now)).toBe('2030-05-06T10:02');
    expect(fromLocalInput('2030-05-06T10:02')).toBe(new Date(2030, 4, 6, 10, 2).getTime());
    expect(fromLocalInput('2030-02-30T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('asks for more than 5 minutes ahead and sends ISO 8601', () => {
    expect(checkSchedule('2030-05-06T10:07', now)).toEqual({ ok: false, problem: 'too_soon' });
    expect(checkSchedule('2030-05-06T09:00', now)).toEqual({ ok: false, problem: 'too_soon' });
    expect(checkSchedule('', now)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkSchedule('2030-05-06T10:08', now)).toEqual({ ok: true, iso: new Date(2030, 4, 6, 10, 8).toISOString() });
  });

  it('offers a valid first value', () => {
    expect(defaultScheduleValue(now)).toBe('2030-05-06T10:33');
    expect(checkSchedule(defaultScheduleValue(now), now).ok).toBe(true);
  });
});
