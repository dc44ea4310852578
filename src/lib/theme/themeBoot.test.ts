// public/theme-boot.js (plain script, before the first paint) must read what dom.ts writes.
import fs from 'node:fs';
import path from 'node:path';
import { asCompiledTheme, cacheTheme, setThemeVars, THEME_CACHE_KEY } from './dom';
import { compileTheme, normalizeSource } from './compile';

const script = fs.readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');
const runBootScript = () => new Function(script)();
const html = document.documentElement;

describe('theme-boot.js', () => {
  afterEach(() => {
    setThemeVars(null);
    localStorage.clear();
  });

  it('puts the last applied theme on <html>', () => {
    const theme = compileTheme(normalizeSource({ colors: { bg: '#eef1f5', text: '#1d2128' }, fonts: { post: { family: 'ヒラギノ角ゴ, Georgia' } } }));
    cacheTheme(theme, 'pleroma-light');
    runBootScript();
    for (const [k, v] of Object.entries(theme.vars)) expect([k, html.style.getPropertyValue(k)]).toEqual([k, v]);
    expect(html.style.getPropertyValue('color-scheme')).toBe('light');
    expect(html.dataset.theme).toBe('pleroma-light');
  });

  it('does nothing without a copy, or with a tampered one', () => {
    runBootScript();
    expect(html.dataset.theme).toBeUndefined();
    const hostile = [
      { '--color-bg': 'url(https://x/y.png)' },
      { '--color-bg': 'red; }' },
      { '--evil': '#000' },
      { '--color-bg': 'image-set("//x.example/p.png")' },
      { '--color-bg': '-webkit-image-set("//x.example/p.png" 1x)' },
      { '--shadow-panel': 'image("//x.example/p.png")' },
      { '--font-post': 'element(#x)' },
      { '--color-bg': 'u\\72l(//x.example/p.png)' },
      { '--radius-btn': '4px/**/' },
    ];
    for (const vars of hostile) {
      localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ vars, scheme: 'dark', name: 'x' }));
      runBootScript();
      expect(html.style.getPropertyValue('--color-bg')).toBe('');
      expect(html.dataset.theme).toBeUndefined();
    }
    for (const vars of hostile) expect(asCompiledTheme({ vars: { ...vars, '--color-text': '#fff' }, scheme: 'dark' })).toBeNull();
    localStorage.setItem(THEME_CACHE_KEY, '{broken');
    expect(runBootScript).not.toThrow();
  });
});
