import { normalizeThemeList } from './themeList';

describe('normalizeThemeList', () => {
  it('reads name → file path lists and older inline themes, dropping anything else', () => {
    expect(
      normalizeThemeList({
        'pleroma-dark': '/static/themes/pleroma-dark.json',
        remote: 'https://themes.example/x.json',
        inline: { colors: { bg: '#000' } },
        evil: 'javascript:alert(1)',
        old: ['#000', '#111'],
        'bad name!': '/x.json',
      }),
    ).toEqual([
      { name: 'pleroma-dark', path: '/static/themes/pleroma-dark.json', inline: null },
      { name: 'remote', path: 'https://themes.example/x.json', inline: null },
      { name: 'inline', path: null, inline: { colors: { bg: '#000' } } },
    ]);
    expect(normalizeThemeList(null)).toEqual([]);
    expect(normalizeThemeList([1, 2])).toEqual([]);
  });
});
