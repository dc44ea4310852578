// Hostile settings backups: each is restored, then the app "reloads" from what was
// stored. The app starts, the settings that were there before are intact, the well-formed part of
// the file is kept and the message names exactly what was dropped.
import { configLoaded } from '../../store/configSlice';
import { makeStore } from '../../store';
import { loadPersisted, PERSIST_KEY, startPersistence } from '../../store/persistence';
import { setOption } from '../../store/configSlice';
import { compileTheme, normalizeSource } from '../../lib/theme/compile';
import { pickTheme } from '../../boot/theme';
import { checkSettingsFile } from './backup';

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

const V = { _pleroma_settings_version: [1, 0] };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Restore `file` over a store that already has hideNsfw=false; then reload from storage. */
async function restoreThenReload(file: string) {
  const storage = new MemoryStorage();
  const first = makeStore((await loadPersisted(storage)).preloaded);
  startPersistence(first, storage, true);
  first.dispatch(setOption({ name: 'hideNsfw', value: false }));
  first.dispatch(setOption({ name: 'muteWords', value: ['spoiler'] }));
  const result = checkSettingsFile(file);
  if (result.ok) first.dispatch(configLoaded({ ...first.getState().config, ...result.values }));
  const again = await loadPersisted(storage);
  const second = makeStore(again.preloaded);
  return { result, state: second.getState(), dropped: again.dropped };
}

describe('restoring a hostile settings backup', () => {
  it('keeps the strings of a mute-word list and names the numbers, null and objects it drops', async () => {
    const { result, state, dropped } = await restoreThenReload(JSON.stringify({ ...V, muteWords: ['ok', 5, null, { a: 1 }, 'fine'], stopGifs: true }));
    expect(result).toMatchObject({ ok: true, dropped: ['muteWords[1]', 'muteWords[2]', 'muteWords[3]'] });
    expect(state.config.muteWords).toEqual(['ok', 'fine']);
    expect(state.config.stopGifs).toBe(true);
    expect(state.config.hideNsfw).toBe(false);
    expect(dropped).toEqual([]);
  });

  it('drops a theme whose colour is named constructor, and hostile colour, font, shadow and radius values', async () => {
    const customThemeSource = {
      themeEngineVersion: 1,
      colors: { bg: 'constructor', text: '#eeeeee', link: 'image-set("//x.example/p.png")' },
      fonts: { post: { family: 'x; background: url(//x.example/p.png)' }, interface: { family: 'Georgia, serif' } },
      shadows: { panel: [{ x: 1, y: 1, blur: 2, spread: 0, color: 'u\\72l(//x)', alpha: 1, inset: false }] },
      radii: { btn: 'calc(1px)', panel: 8 },
    };
    const customTheme = { vars: { '--color-bg': '-webkit-image-set("//x.example/p.png" 1x)' }, scheme: 'dark' };
    const { result, state } = await restoreThenReload(JSON.stringify({ ...V, customThemeSource, customTheme, colors: { bg: 'toString' } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dropped).toEqual(
      expect.arrayContaining([
        'customThemeSource.colors.bg',
        'customThemeSource.colors.link',
        'customThemeSource.fonts.post',
        'customThemeSource.shadows.panel[0]',
        'customThemeSource.radii.btn',
        'customTheme',
        'colors.bg',
      ]),
    );
    const kept = state.config.customThemeSource as { colors: Record<string, string>; radii: Record<string, number> };
    expect(kept.colors).toEqual({ text: '#eeeeee' });
    expect(kept.radii).toEqual({ panel: 8 });
    expect(state.config.customTheme).toBeNull();
    // ...and what was kept starts: it picks and compiles without a throw.
    const choice = pickTheme(state.config.customThemeSource, state.config.customTheme, 'pleroma-dark');
    expect(choice.kind).toBe('source');
    expect(() => compileTheme(normalizeSource(state.config.customThemeSource))).not.toThrow();
  });

  it('drops highlights with a hostile colour or an unknown type, keeping the good ones', async () => {
    const highlight = {
      alice: { color: '#ff0000', type: 'solid' },
      bob: { color: 'image-set("//x.example/p.png")', type: 'solid' },
      carol: { color: '#00ff00', type: 'solid x" onmouseover="' },
    };
    // A user named __proto__ stays an entry of its own, never the table's prototype.
    const text = JSON.stringify({ ...V, highlight }).replace('"alice"', '"__proto__":{"color":"#0000ff","type":"side"},"alice"');
    const { result, state } = await restoreThenReload(text);
    expect(result).toMatchObject({ ok: true, dropped: ['highlight.bob', 'highlight.carol'] });
    expect(Object.keys(state.config.highlight)).toEqual(['__proto__', 'alice']);
    expect(Object.getPrototypeOf(state.config.highlight)).toBe(Object.prototype);
  });

  it('refuses a value nested thousands deep, or a file too large, with a message; nothing changes', async () => {
    for (const [file, key] of [
      [`{"_pleroma_settings_version":[1,0],"muteWords":${nested(5000)}}`, 'settings.file_import_export.errors.too_deep'],
      [`{"_pleroma_settings_version":[1,0],"muteWords":${nested(100000)}}`, 'settings.file_import_export.errors.too_deep'],
      [JSON.stringify({ ...V, muteWords: ['x'.repeat(3 * 1024 * 1024)] }), 'settings.file_import_export.errors.too_large'],
    ] as const) {
      const { result, state } = await restoreThenReload(file);
      expect(result).toMatchObject({ ok: false, key });
      expect(state.config.muteWords).toEqual(['spoiler']);
      expect(state.config.hideNsfw).toBe(false);
    }
  });
});

describe('starting with hostile stored state', () => {
  it('resets each bad stored value to its default and names it; the rest is kept', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        config: {
          hideNsfw: false,
          muteWords: [1, null, 'ok'],
          maxThumbnails: 'many',
          highlight: 'x',
          customTheme: { vars: { '--color-bg': 'image-set("//x.example/p.png")' }, scheme: 'dark' },
          customThemeSource: { themeEngineVersion: 1, colors: { bg: 'constructor' } },
        },
        oauth: { userToken: 'tok' },
      }),
    );
    const { preloaded, dropped } = await loadPersisted(storage);
    expect(dropped).toEqual(['muteWords[0]', 'muteWords[1]', 'maxThumbnails', 'highlight', 'customTheme', 'customThemeSource.colors.bg']);
    const store = makeStore(preloaded);
    startPersistence(store, storage, true, dropped);
    const s = store.getState();
    expect(s.config).toMatchObject({ hideNsfw: false, muteWords: ['ok'], maxThumbnails: 16, highlight: {}, customTheme: null });
    expect(s.auth.userToken).toBe('tok');
    expect(s.notices).toEqual([expect.objectContaining({ messageKey: 'errors.stored_settings_reset', level: 'warning' })]);
    // The cleaned state is written back at once: the next start is clean.
    expect((await loadPersisted(storage)).dropped).toEqual([]);
  });

  it('starts from a stored value nested 100,000 deep', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, `{"config":{"hideNsfw":false,"muteWords":${nested(100000)}}}`);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { preloaded } = await loadPersisted(storage);
    expect(makeStore(preloaded).getState().config.muteWords).toEqual([]);
  });
});
