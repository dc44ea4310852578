import styles from '../../public/static/styles.json';
import { BUILT_IN_THEMES, isBuiltInTheme } from './themes';

describe('built-in themes', () => {
  it('are the ones styles.json lists', () => {
    expect(Object.keys(styles).sort()).toEqual([...BUILT_IN_THEMES].sort());
  });

  it('recognises only those names', () => {
    expect(isBuiltInTheme('pleroma-light')).toBe(true);
    expect(isBuiltInTheme('nope')).toBe(false);
    expect(isBuiltInTheme(undefined)).toBe(false);
  });
});
