import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEditTime, formatNumber, formatRelative } from './formats';

describe('formats', () => {
  it('writes English numbers exactly as Intl does, without it', () => {
    const samples = [0, 7, 999, 1000, 4995, 1234567, -1234, -12, 15.26, 0.5, 1234.125, 0.001, 2 ** 40, 1.0005, 1e-7, 1e21, -0, 0.1 + 0.2];
    for (const n of samples) for (const locale of ['en', 'en-GB']) expect(formatNumber(n, locale)).toBe(n.toLocaleString(locale));
  });

  it('uses each language’s own forms elsewhere', () => {
    expect(formatNumber(1234.5, 'de')).toBe((1234.5).toLocaleString('de'));
    expect(formatNumber(1234, 'fr')).toBe((1234).toLocaleString('fr'));
  });

  it('writes dates like toLocaleString and relative times like Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 24, 5, 6, 7));
    expect(formatDateTime(date, 'en')).toBe(date.toLocaleString('en'));
    expect(formatDateTime(date, 'ja')).toBe(date.toLocaleString('ja'));
    expect(formatRelative(-5, 'minute', 'en')).toBe('5 minutes ago');
  });

  it('writes the time of an edit like toLocaleString with a medium date and a short time, and nothing for no date', () => {
    const date = new Date(Date.UTC(2026, 10, 24, 5, 6, 7));
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(formatEditTime(date, 'en')).toBe(date.toLocaleString('en', options));
    expect(formatEditTime(date, 'de')).toBe(date.toLocaleString('de', options));
    expect(formatEditTime(new Date('not a date'), 'en')).toBe('');
  });
});
