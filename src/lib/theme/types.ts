// The theme source (what a person edits, exports and imports) and its compiled form (CSS
// custom properties). Bump THEME_ENGINE_VERSION when the meaning of a source changes: a stored
// source of another engine version is not recompiled; its saved snapshot is used instead.
export const THEME_ENGINE_VERSION = 1;

/** The theme shown when neither the user nor the instance names one. */
export const DEFAULT_THEME = 'pleroma-dark';

/** [major, minor] of the Starling theme file format (`_starling_theme_version`). */
export const THEME_FILE_VERSION: readonly [number, number] = [1, 0];

export interface ShadowLayer {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: string;
  alpha: number;
  inset: boolean;
}

export interface ThemeSource {
  themeEngineVersion: number;
  name?: string;
  /** Colour slot key → CSS colour; a missing slot is derived from the others. */
  colors: Record<string, string>;
  opacity: Record<string, number>;
  radii: Record<string, number>;
  shadows: Record<string, ShadowLayer[]>;
  fonts: Record<string, { family: string }>;
}

/** CSS custom property name → value, e.g. { '--color-bg': '#0f1620' }. */
export type ThemeVars = Record<string, string>;

export type ColorScheme = 'dark' | 'light';

export interface CompiledTheme {
  vars: ThemeVars;
  scheme: ColorScheme;
}
