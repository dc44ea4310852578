// /static/styles.json → the built-in themes. Current lists map a name to its theme file's
// path; older ones hold the theme inline. Paths go through coerce.url like every URL.
import { isObj, url } from './coerce';

export interface ThemeListEntry {
  name: string;
  /** Where the theme file is, or null when the theme is inline. */
  path: string | null;
  inline: unknown;
}

export function normalizeThemeList(raw: unknown): ThemeListEntry[] {
  if (!isObj(raw)) return [];
  const out: ThemeListEntry[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (!/^[\w-]{1,64}$/.test(name)) continue;
    if (typeof value === 'string') {
      const path = url(value);
      if (path) out.push({ name, path, inline: null });
    } else if (isObj(value)) {
      out.push({ name, path: null, inline: value });
    }
  }
  return out;
}
