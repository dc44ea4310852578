// Which theme to show: the user's custom theme source if its engine version
// matches ours, else their compiled custom theme, else the instance's theme, else 'pleroma-dark'.
// With no choice at all (no custom theme and the instance keeps the default) the stylesheet
// follows the system's light / dark preference. Re-applied whenever those settings change
// (the editor's Apply, a settings restore with theme, logout).
import { cacheTheme, asCompiledTheme, setThemeVars } from '../lib/theme/dom';
import { DEFAULT_THEME, THEME_ENGINE_VERSION, type CompiledTheme } from '../lib/theme/types';
import type { AppStore, RootState } from '../store';

export type ThemeChoice =
  | { kind: 'source'; source: { name?: unknown } }
  | { kind: 'snapshot'; theme: CompiledTheme }
  | { kind: 'named'; name: string }
  | { kind: 'system' };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function pickTheme(customThemeSource: unknown, customTheme: unknown, instanceTheme: string): ThemeChoice {
  if (isObj(customThemeSource) && customThemeSource.themeEngineVersion === THEME_ENGINE_VERSION && isObj(customThemeSource.colors)) {
    return { kind: 'source', source: customThemeSource };
  }
  const snapshot = asCompiledTheme(customTheme);
  if (snapshot) return { kind: 'snapshot', theme: snapshot };
  if (instanceTheme && instanceTheme !== DEFAULT_THEME && /^[\w-]+$/.test(instanceTheme)) {
    return { kind: 'named', name: instanceTheme };
  }
  return { kind: 'system' };
}

/** 'Pleroma Light' → 'pleroma-light', for <html data-theme>. */
export const themeSlug = (name: unknown): string =>
  typeof name === 'string' && name.trim() ? name.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-').slice(0, 40) : 'custom';

function show(theme: CompiledTheme | null, name?: string): void {
  setThemeVars(theme, name);
  cacheTheme(theme, name);
}

let generation = 0;

export async function applyThemeChoice(choice: ThemeChoice): Promise<void> {
  const mine = ++generation;
  if (choice.kind === 'system') return show(null);
  if (choice.kind === 'snapshot') return show(choice.theme);
  // The engine and the theme list are their own chunk: the first paint does not carry them.
  const loader = await import('../services/themeLoader');
  if (choice.kind === 'source') {
    if (mine === generation) show(loader.compileTheme(loader.normalizeSource(choice.source)), themeSlug(choice.source.name));
    return;
  }
  const source = await loader.loadNamedTheme(choice.name).catch(() => null);
  if (mine !== generation) return;
  if (!source) {
    console.error(`Startup: theme "${choice.name}" was not found; using the default`);
    return show(null);
  }
  show(loader.compileTheme(source), choice.name);
}

const inputs = (s: RootState) => [s.config.customThemeSource, s.config.customTheme, s.instance.theme] as const;

/** Apply the theme now and again whenever its inputs change. */
let stopWatching: (() => void) | null = null;

export function startTheme(store: AppStore): Promise<void> {
  stopWatching?.(); // boot runs again after a retry
  let last = inputs(store.getState());
  stopWatching = store.subscribe(() => {
    const next = inputs(store.getState());
    if (next.every((v, i) => v === last[i])) return;
    last = next;
    void applyThemeChoice(pickTheme(...next));
  });
  return applyThemeChoice(pickTheme(...last));
}
