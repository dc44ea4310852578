// The theme names theme.css defines (each under :root[data-theme=...]); public/static/styles.json
// lists the same two. Boot picks the name; anything else falls back to the :root defaults (dark).
export const BUILT_IN_THEMES = ['pleroma-dark', 'pleroma-light'] as const;
export type BuiltInTheme = (typeof BUILT_IN_THEMES)[number];

export function isBuiltInTheme(name: unknown): name is BuiltInTheme {
  return typeof name === 'string' && (BUILT_IN_THEMES as readonly string[]).includes(name);
}
