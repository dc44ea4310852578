// Putting a compiled theme on <html> as inline custom properties, and the copy kept in
// localStorage that public/theme-boot.js puts on <html> before the next start's first paint.
// Small and dependency-free: it is part of the first-paint bundle.
import { isThemeVarValue } from '../cssValue';
import type { CompiledTheme } from './types';

export const THEME_CACHE_KEY = 'starling-theme';
const THEMED = /^--(color|opacity|radius|shadow|font)-[a-z0-9-]+$/;

/** A stored or restored compiled theme, or null if it is not one (or holds anything unsafe). */
export function asCompiledTheme(raw: unknown): CompiledTheme | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { vars, scheme } = raw as { vars?: unknown; scheme?: unknown };
  if (typeof vars !== 'object' || vars === null || (scheme !== 'dark' && scheme !== 'light')) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(vars)) {
    // Each value parsed as its kind (colour, number, length, shadow, font list): nothing that loads or escapes.
    if (!THEMED.test(k) || typeof v !== 'string' || !isThemeVarValue(k, v)) return null;
    out[k] = v;
  }
  return Object.keys(out).length ? { vars: out, scheme } : null;
}

/** Theme vars on `el` (default <html>); null clears them so the stylesheet's defaults apply. */
export function setThemeVars(theme: CompiledTheme | null, name = 'custom', el: HTMLElement = document.documentElement): void {
  const style = el.style;
  for (const prop of Array.from(style)) if (THEMED.test(prop)) style.removeProperty(prop);
  if (!theme) {
    style.removeProperty('color-scheme');
    delete el.dataset.theme;
    return;
  }
  for (const [k, v] of Object.entries(theme.vars)) style.setProperty(k, v);
  style.setProperty('color-scheme', theme.scheme);
  el.dataset.theme = name;
}

export function cacheTheme(theme: CompiledTheme | null, name = 'custom'): void {
  try {
    if (theme) localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ ...theme, name }));
    else localStorage.removeItem(THEME_CACHE_KEY);
  } catch {
    // No storage: the theme still applies, only the next start paints the default first.
  }
}
