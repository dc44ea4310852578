// Right to left (Arabic, Hebrew: i18n sets <html dir>), what lies "forward" is on the left. Code that
// reads arrow keys or swipes in reading order asks here instead of assuming left to right.

export const isRtl = (): boolean => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/** ArrowLeft/ArrowRight as a left-to-right reader means them: swapped on a right-to-left page. */
export function readingKey(key: string): string {
  if (!isRtl()) return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
}
