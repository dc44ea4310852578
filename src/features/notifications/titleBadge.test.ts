import { BADGE_FALLBACK_COLOR, FAVICON_SIZE, badgeColor } from '../../services/favicon';
import { titleWithCount } from './titleBadge';

describe('title badge', () => {
  it('prefixes the title with (N) and clears it at 0', () => {
    expect(titleWithCount('Starling', 3)).toBe('(3) Starling');
    expect(titleWithCount('(3) Starling', 5)).toBe('(5) Starling');
    expect(titleWithCount('(5) Starling', 0)).toBe('Starling');
    expect(titleWithCount('(2020) retro', 0)).toBe('retro');
  });

  it('draws on a 128 px canvas with the fallback colour when the theme has none', () => {
    expect(FAVICON_SIZE).toBe(128);
    document.documentElement.style.removeProperty('--color-badge');
    expect(badgeColor()).toBe(BADGE_FALLBACK_COLOR);
    expect(BADGE_FALLBACK_COLOR).toBe('rgb(240,100,100)');
  });
});
