import { isCssColor, isCssFontList, isCssLength, isCssShadow, isThemeVarValue } from './cssValue';

const CALLING_OUT = [
  'url(https://x.example/p.png)',
  'URL(//x.example/p.png)',
  'image-set("//x.example/p.png")',
  "image-set('//x.example/p.png' 1x)",
  '-webkit-image-set("//x.example/p.png" 1x)',
  'image("//x.example/p.png")',
  'element(#x)',
  '@import "//x.example/a.css"',
  'u\\72l(//x.example/p.png)',
  '\\75 rl(//x.example/p.png)',
  'red/**/url(//x.example/p.png)',
  'rgb(0 0 0 / /**/0)',
  'red; background: url(//x.example/p.png)',
  'red } body { background: red',
  'var(--x)',
  'cross-fade(url(a), url(b))',
  '"\\"',
];

describe('CSS value parser', () => {
  it('takes colours, lengths, shadows and font lists', () => {
    for (const c of ['#fff', '#0f1620', '#0f162080', 'rgb(1, 2, 3)', 'rgb(1 2 3 / 0.5)', 'rgba(1,2,3,.5)', 'hsl(120deg 50% 50%)', 'transparent', 'Grey']) {
      expect([c, isCssColor(c)]).toEqual([c, true]);
    }
    expect(isCssLength('4px')).toBe(true);
    expect(isCssLength('0')).toBe(true);
    expect(isCssShadow('none')).toBe(true);
    expect(isCssShadow('inset 0px 1px 2px 0px rgb(0 0 0 / 0.3), 0px 4px 16px 0px #000')).toBe(true);
    expect(isCssFontList("system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif")).toBe(true);
    expect(isCssFontList('var(--font-interface)')).toBe(true);
    expect(isCssFontList('ヒラギノ角ゴ, Georgia')).toBe(true);
  });

  it('rejects url(, image-set(, image(, element(, @import, escapes and comments for every kind', () => {
    for (const v of CALLING_OUT) {
      for (const name of ['--color-bg', '--opacity-alert', '--radius-btn', '--shadow-panel', '--font-post']) {
        expect([name, v, isThemeVarValue(name, v)]).toEqual([name, v, false]);
      }
    }
  });

  it('rejects what is not a string, too long, or of another kind', () => {
    for (const v of [null, 1, {}, [], 'x'.repeat(2000)]) expect(isCssColor(v)).toBe(false);
    expect(isCssColor('12px')).toBe(false);
    for (const name of ['constructor', 'toString', '__proto__', 'valueOf']) expect(isCssColor(name)).toBe(false);
    expect(isCssLength('red')).toBe(false);
    expect(isCssShadow('0px 0px')).toBe(false);
    expect(isCssFontList('')).toBe(false);
    expect(isThemeVarValue('--evil', '#fff')).toBe(false);
  });
});
