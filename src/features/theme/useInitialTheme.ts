// What the editor starts from: the saved custom theme, else the built-in theme showing now
// (the instance's, or the one the system preference picked).
import { useEffect, useState } from 'react';
import { loadNamedTheme } from '../../services/themeLoader';
import { normalizeSource } from '../../lib/theme/compile';
import { DEFAULT_THEME, type ThemeSource } from '../../lib/theme/types';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectConfig } from '../../store/configSlice';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function currentBuiltInName(instanceTheme: string): string {
  if (instanceTheme && instanceTheme !== DEFAULT_THEME) return instanceTheme;
  const light = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches;
  return light ? 'pleroma-light' : DEFAULT_THEME;
}

export function useInitialTheme(): ThemeSource | null {
  const saved = useAppSelector(selectConfig).customThemeSource;
  const instanceTheme = useAppSelector(selectInstance).theme;
  const [loaded, setLoaded] = useState<ThemeSource | null>(null);
  const hasSaved = isObj(saved) && isObj(saved.colors);

  useEffect(() => {
    if (hasSaved) return;
    let live = true;
    const fallback = () => normalizeSource({ name: DEFAULT_THEME });
    loadNamedTheme(currentBuiltInName(instanceTheme))
      .then((s) => live && setLoaded(s ?? fallback()))
      .catch(() => live && setLoaded(fallback()));
    return () => {
      live = false;
    };
  }, [hasSaved, instanceTheme]);

  // Read once per mount: later saves must not reset what is being edited.
  const [fromSaved] = useState(() => (hasSaved ? normalizeSource(saved) : null));
  return fromSaved ?? loaded;
}
