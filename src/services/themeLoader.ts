// Loaded on demand (never in the first-paint bundle): the built-in theme list and files, and
// the engine that compiles a source. Boot uses it for a stored source or an instance theme; the
// theme editor for its "start from" list.
import { fetchThemeFile, fetchThemeList } from '../api/themes';
import { normalizeThemeList, type ThemeListEntry } from '../entities/themeList';
import { compileTheme, normalizeSource } from '../lib/theme/compile';
import { readThemeFile } from '../lib/theme/themeFile';
import type { CompiledTheme, ThemeSource } from '../lib/theme/types';

let list: Promise<ThemeListEntry[]> | null = null;

/** The built-in themes; a failed fetch is not remembered, so the next call tries again. */
export function loadThemeList(): Promise<ThemeListEntry[]> {
  list ??= fetchThemeList().then(normalizeThemeList, (e: unknown) => {
    list = null;
    throw e;
  });
  return list;
}

/** A theme file's body (Starling, Pleroma-FE v2 or a bare source) → its source, or null. */
export function sourceOfThemeFile(raw: unknown, name: string): ThemeSource | null {
  const file = readThemeFile(raw);
  if (file.ok) return { ...file.source, name: file.source.name ?? name };
  const bare = normalizeSource(raw);
  return Object.keys(bare.colors).length ? { ...bare, name } : null;
}

/** The built-in theme called `name`, or null when the list has none by that name. */
export async function loadNamedTheme(name: string): Promise<ThemeSource | null> {
  const entry = (await loadThemeList()).find((e) => e.name === name);
  if (!entry) return null;
  const raw = entry.path ? await fetchThemeFile(entry.path) : entry.inline;
  return sourceOfThemeFile(raw, name);
}

export { compileTheme, normalizeSource };
export type { CompiledTheme, ThemeSource };
