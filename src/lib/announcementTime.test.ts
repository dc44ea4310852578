import { describe, expect, it } from 'vitest';
import { formatAnnouncementTimes, isoToLocalInput, localInputToIso } from './announcementTime';

describe('formatAnnouncementTimes', () => {
  const starts = '2026-03-01T22:30:00Z';
  const ends = '2026-03-02T01:00:00Z';

  it('shows times in the reader zone, so the day can change', () => {
    const ny = formatAnnouncementTimes({ startsAt: starts, endsAt: null, allDay: false }, 'en-US', 'America/New_York');
    expect(ny).toEqual({ kind: 'from', text: expect.stringMatching(/Mar 1, 2026.*5:30\s?PM/) });
    const tokyo = formatAnnouncementTimes({ startsAt: starts, endsAt: null, allDay: false }, 'en-US', 'Asia/Tokyo');
    expect(tokyo.text).toMatch(/Mar 2, 2026.*7:30\s?AM/);
  });

  it('shows dates only for an all-day range', () => {
    const out = formatAnnouncementTimes({ startsAt: '2026-03-01T12:00:00Z', endsAt: '2026-03-03T12:00:00Z', allDay: true }, 'en-US', 'UTC');
    expect(out.kind).toBe('range');
    expect(out.text).toMatch(/Mar 1\s?[–-]\s?3, 2026/);
    expect(out.text).not.toMatch(/\d:\d\d/);
  });

  it('names one end alone, and nothing without times or with invalid ones', () => {
    expect(formatAnnouncementTimes({ startsAt: null, endsAt: ends, allDay: false }, 'en-US', 'UTC').kind).toBe('until');
    expect(formatAnnouncementTimes({ startsAt: 'soon', endsAt: null, allDay: false }, 'en-US', 'UTC')).toEqual({ kind: null, text: '' });
  });
});

describe('local inputs', () => {
  it('round-trips a local time and reads all-day ends as the end of that day', () => {
    const iso = localInputToIso('2026-05-04T09:15', false)!;
    expect(isoToLocalInput(iso, false)).toBe('2026-05-04T09:15');
    const end = new Date(localInputToIso('2026-05-04', true, true)!);
    expect([end.getDate(), end.getHours(), end.getMinutes()]).toEqual([4, 23, 59]);
    expect(localInputToIso('', false)).toBeNull();
    expect(isoToLocalInput(null, true)).toBe('');
  });
});
