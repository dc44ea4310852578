import { compileTheme, isSafeFontFamily, normalizeSource, shadowCss } from './compile';
import { COLOR_SLOTS } from './slots';

describe('compileTheme', () => {
  it('derives every variable from a few base colours, with the documented defaults', () => {
    const { vars, scheme } = compileTheme(normalizeSource({ colors: { bg: '#ffffff', text: '#111111', link: '#0044aa' } }));
    expect(scheme).toBe('light');
    for (const slot of COLOR_SLOTS) expect(vars[slot.cssVar]).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
    expect(vars['--color-accent']).toBe('#0044aa');
    expect(vars['--radius-panel']).toBe('10px');
    expect(vars['--radius-avatar-alt']).toBe('50px');
    expect(vars['--opacity-underlay']).toBe('0.15');
    expect(vars['--opacity-alert-popup']).toBe('0.95');
    expect(vars['--shadow-topbar']).toContain('rgb(0 0 0 / 0.5)');
  });

  it('keeps nothing but valid values', () => {
    const s = normalizeSource({
      colors: { bg: 'url(javascript:alert(1))', text: '#fff', evil: '#000' },
      radii: { btn: '4; color: red', panel: 12000 },
      opacity: { alert: 7 },
      fonts: { post: { family: 'x; } body { display:none' }, input: { family: "'Fira Sans', sans-serif" } },
      shadows: { popup: [{ x: 1, color: 'url(x)' }, 'junk'] },
    });
    expect(s.colors).toEqual({ text: '#ffffff' });
    expect(s.radii).toEqual({ panel: 999 });
    expect(s.opacity).toEqual({ alert: 1 });
    expect(s.fonts).toEqual({ input: { family: "'Fira Sans', sans-serif" } });
    expect(s.shadows.popup).toEqual([{ x: 1, y: 0, blur: 0, spread: 0, color: '#000000', alpha: 1, inset: false }]);
    expect(isSafeFontFamily('a{b}')).toBe(false);
  });

  it('writes shadows as CSS', () => {
    expect(shadowCss([])).toBe('none');
    expect(shadowCss([{ x: 1, y: 2, blur: 3, spread: 4, color: '#ff0000', alpha: 0.5, inset: true }, { x: 0, y: 0, blur: 1, spread: 0, color: '#000', alpha: 1, inset: false }])).toBe(
      'inset 1px 2px 3px 4px rgb(255 0 0 / 0.5), 0px 0px 1px 0px rgb(0 0 0 / 1)',
    );
  });
});
