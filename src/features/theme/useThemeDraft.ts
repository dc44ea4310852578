// The theme being edited: a base (the built-in, imported or saved theme it started from) plus
// the person's edits. Resetting a value drops its edit, so it goes back to the base's value (or,
// for a colour the base leaves out, to the derived one). Nothing here touches the live theme.
import { useCallback, useMemo, useState } from 'react';
import { compileTheme, normalizeSource, resolveColors } from '../../lib/theme/compile';
import type { ShadowLayer, ThemeSource } from '../../lib/theme/types';
import { THEME_ENGINE_VERSION } from '../../lib/theme/types';

export type Section = 'colors' | 'opacity' | 'radii' | 'shadows' | 'fonts';
type Edits = Pick<ThemeSource, Section>;

const noEdits = (): Edits => ({ colors: {}, opacity: {}, radii: {}, shadows: {}, fonts: {} });

export function mergeSource(base: ThemeSource, edits: Edits): ThemeSource {
  return normalizeSource({
    themeEngineVersion: THEME_ENGINE_VERSION,
    name: base.name,
    colors: { ...base.colors, ...edits.colors },
    opacity: { ...base.opacity, ...edits.opacity },
    radii: { ...base.radii, ...edits.radii },
    shadows: { ...base.shadows, ...edits.shadows },
    fonts: { ...base.fonts, ...edits.fonts },
  });
}

export function useThemeDraft(initial: ThemeSource) {
  const [base, setBase] = useState<ThemeSource>(initial);
  const [edits, setEdits] = useState<Edits>(noEdits);

  const source = useMemo(() => mergeSource(base, edits), [base, edits]);
  const compiled = useMemo(() => compileTheme(source), [source]);
  const colors = useMemo(() => resolveColors(source), [source]);

  const set = useCallback(<S extends Section>(section: S, key: string, value: Edits[S][string]) => {
    setEdits((e) => ({ ...e, [section]: { ...e[section], [key]: value } }));
  }, []);
  const reset = useCallback((section: Section, key: string) => {
    setEdits((e) => {
      const next = { ...e[section] };
      delete next[key];
      return { ...e, [section]: next };
    });
  }, []);
  const resetAll = useCallback(() => setEdits(noEdits()), []);
  /** Start over from another theme (built-in pick, import). */
  const load = useCallback((next: ThemeSource) => {
    setBase(normalizeSource(next));
    setEdits(noEdits());
  }, []);
  const isEdited = useCallback((section: Section, key: string) => key in edits[section], [edits]);

  return {
    base,
    source,
    compiled,
    colors,
    set,
    setColor: (key: string, value: string) => set('colors', key, value),
    setShadow: (key: string, layers: ShadowLayer[]) => set('shadows', key, layers),
    reset,
    resetAll,
    load,
    isEdited,
    dirty: Object.values(edits).some((s) => Object.keys(s).length > 0),
  };
}

export type ThemeDraft = ReturnType<typeof useThemeDraft>;
