import { setThemeVars, THEME_CACHE_KEY } from '../lib/theme/dom';
import { makeStore } from '../store';
import { setOption } from '../store/configSlice';
import { pickTheme, startTheme, themeSlug } from './theme';

const snapshot = { vars: { '--color-bg': '#ffffff', '--color-text': '#000000' }, scheme: 'light' as const };

describe('startup theme choice', () => {
  it('prefers a current-engine source, then the snapshot, then the instance theme, else the system', () => {
    const source = { themeEngineVersion: 1, colors: { bg: '#fff' } };
    expect(pickTheme(source, snapshot, 'x')).toEqual({ kind: 'source', source });
    expect(pickTheme({ ...source, themeEngineVersion: 99 }, snapshot, 'x')).toEqual({ kind: 'snapshot', theme: snapshot });
    expect(pickTheme(null, null, 'high-contrast')).toEqual({ kind: 'named', name: 'high-contrast' });
    expect(pickTheme(null, null, 'pleroma-dark')).toEqual({ kind: 'system' });
    expect(pickTheme(null, { vars: { '--color-bg': 'url(x)' }, scheme: 'dark' }, '')).toEqual({ kind: 'system' });
    expect(pickTheme(null, null, '../evil')).toEqual({ kind: 'system' });
  });

  it('slugs theme names for data-theme', () => {
    expect(themeSlug('Pleroma Light')).toBe('pleroma-light');
    expect(themeSlug(undefined)).toBe('custom');
  });
});

describe('theme on <html>', () => {
  afterEach(() => {
    setThemeVars(null);
    localStorage.clear();
  });

  it('sets and clears the variables and the colour scheme', () => {
    const html = document.documentElement;
    html.style.setProperty('--not-theme', '1');
    setThemeVars(snapshot, 'pleroma-light');
    expect(html.style.getPropertyValue('--color-bg')).toBe('#ffffff');
    expect(html.style.getPropertyValue('color-scheme')).toBe('light');
    expect(html.dataset.theme).toBe('pleroma-light');
    setThemeVars(null);
    expect(html.style.getPropertyValue('--color-bg')).toBe('');
    expect(html.style.getPropertyValue('--not-theme')).toBe('1');
    expect(html.dataset.theme).toBeUndefined();
    html.style.removeProperty('--not-theme');
  });
});

describe('startTheme', () => {
  it('applies the saved snapshot and follows later changes (apply, restore, reset)', async () => {
    const store = makeStore();
    await startTheme(store);
    const html = document.documentElement;
    expect(html.dataset.theme).toBeUndefined();
    store.dispatch(setOption({ name: 'customTheme', value: snapshot }));
    await vi.waitFor(() => expect(html.style.getPropertyValue('--color-bg')).toBe('#ffffff'));
    expect(JSON.parse(localStorage.getItem(THEME_CACHE_KEY) ?? 'null')).toMatchObject({ vars: snapshot.vars, scheme: 'light' });
    store.dispatch(setOption({ name: 'customTheme', value: null }));
    await vi.waitFor(() => expect(html.style.getPropertyValue('--color-bg')).toBe(''));
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
  });
});
