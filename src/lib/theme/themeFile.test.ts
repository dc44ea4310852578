import { compileTheme, normalizeSource } from './compile';
import { exportThemeFile, readThemeFile, readThemeText } from './themeFile';
import { THEME_ENGINE_VERSION } from './types';

const source = normalizeSource({
  name: 'Mine',
  colors: { bg: '#101010', text: '#eeeeee', link: '#ffcc00' },
  radii: { btn: 9 },
  opacity: { underlay: 0.3 },
  shadows: { panel: [{ x: 1, y: 2, blur: 3, spread: 0, color: '#000', alpha: 0.5, inset: false }] },
  fonts: { post: { family: 'Georgia, serif' } },
});

describe('theme files', () => {
  it('export then import gives the same theme back', () => {
    const file = JSON.parse(JSON.stringify(exportThemeFile(source)));
    expect(file._starling_theme_version).toEqual([1, 0]);
    expect(file.source.themeEngineVersion).toBe(THEME_ENGINE_VERSION);
    const back = readThemeFile(file);
    expect(back).toEqual({ ok: true, source });
    if (back.ok) expect(compileTheme(back.source)).toEqual(compileTheme(source));
  });

  it('applies the settings-import version rules', () => {
    const file = exportThemeFile(source);
    expect(readThemeFile({ ...file, _starling_theme_version: '1.0' })).toEqual({ ok: false, error: { key: 'theme.import.invalid_file' } });
    expect(readThemeFile({ ...file, _starling_theme_version: [2, 0] })).toEqual({
      ok: false,
      error: { key: 'theme.import.file_too_new', args: { fileMajor: 2, clientMajor: 1 } },
    });
    expect(readThemeFile({ ...file, _starling_theme_version: [0, 9] })).toMatchObject({ ok: false, error: { key: 'theme.import.file_too_old' } });
    expect(readThemeFile({ ...file, _starling_theme_version: [1, 3] })).toMatchObject({
      ok: true,
      warning: { key: 'theme.import.file_slightly_new' },
    });
  });

  it('rejects foreign and broken files', () => {
    for (const bad of [null, [], 'x', { colors: { bg: '#000' } }, { _pleroma_settings_version: [1, 0] }, { _starling_theme_version: [1, 0], source: { colors: { bg: 'nope' } } }]) {
      expect(readThemeFile(bad).ok).toBe(false);
    }
    expect(readThemeText('{not json')).toEqual({ ok: false, error: { key: 'theme.import.invalid_file' } });
  });

  it('reads a Pleroma-FE v2 file (source, references left to derivation)', () => {
    const v2 = {
      _pleroma_theme_version: 2,
      theme: { colors: { bg: '#000000' } },
      source: {
        themeEngineVersion: 3,
        colors: { bg: '#0f161e', fg: '#151e2b', text: '#b9b9ba', link: '#81beea', cRed: '#d31014', border: '--fg,3', badgeNotification: '#e15932' },
        opacity: { underlay: 0.2, alert: 0.4 },
        radii: { btn: 8, avatarAlt: 40 },
        shadows: { panel: [{ x: 0, y: 4, blur: 8, spread: 0, color: '#000', alpha: 0.6 }], buttonHover: [] },
        fonts: { interface: { family: 'Comic Sans MS' } },
      },
    };
    const result = readThemeFile(v2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.source.colors).toEqual({ bg: '#0f161e', fg: '#151e2b', text: '#b9b9ba', link: '#81beea', cRed: '#d31014', badge: '#e15932' });
    expect(result.source.radii).toEqual({ btn: 8, avatarAlt: 40 });
    expect(result.source.opacity).toEqual({ underlay: 0.2, alert: 0.4 });
    expect(result.source.shadows.panel[0]).toMatchObject({ y: 4, blur: 8, alpha: 0.6, inset: false });
    expect(compileTheme(result.source).vars['--font-interface']).toBe('Comic Sans MS');
    expect(readThemeFile({ _pleroma_theme_version: 2, source: { colors: {} } }).ok).toBe(false);
    expect(readThemeFile({ _pleroma_theme_version: 1, colors: { bg: '#000' } }).ok).toBe(false);
  });
});

describe('hostile theme files', () => {
  const file = (src: unknown) => JSON.stringify({ _starling_theme_version: [1, 0], name: 'x', source: src });

  it('keeps the well-formed part and names what it dropped', () => {
    const result = readThemeText(
      file({
        colors: { bg: 'constructor', text: '#eeeeee', link: 'image-set("//x.example/p.png")' },
        fonts: { post: { family: 'a\\62 c' } },
        radii: { btn: 'x' },
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      warning: { key: 'theme.import.dropped', args: { names: 'source.colors.bg, source.colors.link, source.fonts.post, source.radii.btn' } },
    });
    if (result.ok) expect(result.source.colors).toEqual({ text: '#eeeeee' });
  });

  it('refuses a file too deep or too large before parsing it', () => {
    const deep = file({ colors: { bg: '#000' }, x: JSON.parse('1') }).replace('"x":1', `"x":${'['.repeat(100000)}${']'.repeat(100000)}`);
    expect(readThemeText(deep)).toEqual({ ok: false, error: { key: 'theme.import.too_deep' } });
    expect(readThemeText(file({ colors: { bg: '#000' }, name: 'x'.repeat(3 * 1024 * 1024) }))).toEqual({ ok: false, error: { key: 'theme.import.too_large' } });
  });
});
