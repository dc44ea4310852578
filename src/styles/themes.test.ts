import fs from 'node:fs';
import path from 'node:path';
import styles from '../../public/static/styles.json';
import { contrastRatio } from '../lib/contrast';
import { compileTheme, resolveColors } from '../lib/theme/compile';
import { CONTRAST_PAIRS } from '../lib/theme/slots';
import { readThemeFile } from '../lib/theme/themeFile';
import { BUILT_IN_THEMES, isBuiltInTheme } from './themes';

const PUBLIC = path.resolve(__dirname, '../../public');
const load = (name: string) => {
  const file = readThemeFile(JSON.parse(fs.readFileSync(path.join(PUBLIC, (styles as Record<string, string>)[name]), 'utf8')));
  if (!file.ok) throw new Error(`${name}: ${file.error.key}`);
  return file.source;
};

/** The custom properties a rule block of theme.css sets. */
function cssBlock(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

describe('built-in themes', () => {
  it('are the ones styles.json lists, each a Starling theme file', () => {
    expect(Object.keys(styles).sort()).toEqual([...BUILT_IN_THEMES].sort());
    for (const name of BUILT_IN_THEMES) expect(load(name).colors.bg).toMatch(/^#/);
  });

  it('recognises only those names', () => {
    expect(isBuiltInTheme('pleroma-light')).toBe(true);
    expect(isBuiltInTheme('nope')).toBe(false);
    expect(isBuiltInTheme(undefined)).toBe(false);
  });

  it.each(BUILT_IN_THEMES)('%s: every text colour passes AA (4.5) on its background', (name) => {
    const colors = resolveColors(load(name));
    for (const pair of CONTRAST_PAIRS) {
      expect([pair.text, pair.bg, contrastRatio(colors[pair.text], colors[pair.bg]) >= 4.5]).toEqual([pair.text, pair.bg, true]);
    }
  });

  it('theme.css paints pleroma-dark by default and pleroma-light for a light system preference', () => {
    const css = fs.readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
    const dark = compileTheme(load('pleroma-dark')).vars;
    const light = compileTheme(load('pleroma-light')).vars;
    const root = cssBlock(css, ':root');
    const lightBlock = cssBlock(css, ':root:not([data-theme])');
    for (const [k, v] of Object.entries(dark)) expect([k, root[k]]).toEqual([k, v]);
    for (const [k, v] of Object.entries(light)) expect([k, lightBlock[k] ?? root[k]]).toEqual([k, v]);
  });
});
