// The built-in themes public/static/styles.json lists, each a file in public/static/themes/.
// theme.css carries the first two (dark as the default, light for a light system preference).
export const BUILT_IN_THEMES = ['pleroma-dark', 'pleroma-light', 'high-contrast', 'starling-sepia'] as const;
export type BuiltInTheme = (typeof BUILT_IN_THEMES)[number];

export function isBuiltInTheme(name: unknown): name is BuiltInTheme {
  return typeof name === 'string' && (BUILT_IN_THEMES as readonly string[]).includes(name);
}
