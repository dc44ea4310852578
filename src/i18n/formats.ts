// Intl formatters, made once per locale: building one costs far more than using it (the first
// one pays the browser's ICU start-up, tens of ms), and a timeline formats a date per status.

/** One formatter per locale, made on first use. */
function perLocale<F>(make: (locale: string) => F): (locale: string) => F {
  const made = new Map<string, F>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const dateTimeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
);
const editTimeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

const ENGLISH = /^en(?:-|$)/;

/**
 * English as Intl writes it ('4,995', '15.26'), without Intl (see above), for the numbers that
 * need no rounding: Intl shows up to three decimals, so one with no more is its shortest form.
 */
function englishNumber(n: number): string | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15 || Object.is(n, -0) || Math.round(n * 1000) / 1000 !== n) return null;
  const [whole, fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Numbers as the locale writes them ('1 234' in French), like `n.toLocaleString(locale)`. */
export function formatNumber(n: number, locale: string): string {
  const english = ENGLISH.test(locale) ? englishNumber(n) : null;
  return english ?? numberFormat(locale).format(n);
}

/** Date and time as the locale writes them, like `date.toLocaleString(locale)`. */
export function formatDateTime(date: Date, locale: string): string {
  return dateTimeFormat(locale).format(date);
}

/**
 * The time of an edit ('Nov 28, 2026, 4:05 AM'), or '' for a date that is not one; like
 * `date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })`, which built a
 * formatter per edited post on every render.
 */
export function formatEditTime(date: Date, locale: string): string {
  return Number.isNaN(date.getTime()) ? '' : editTimeFormat(locale).format(date);
}

/** '5 minutes ago' / 'in 5 minutes' in the locale's own words. */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  return relativeFormat(locale).format(value, unit);
}
