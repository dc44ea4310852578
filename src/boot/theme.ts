// Theme selection: the Shell's CSS defines each built-in theme under [data-theme=...];
// boot only picks which. Custom themes (settings issue) will layer over this.
export const DEFAULT_THEME = 'pleroma-dark';

export function applyTheme(name: string | null | undefined): string {
  const theme = name && /^[\w-]+$/.test(name) ? name : DEFAULT_THEME;
  document.documentElement.dataset.theme = theme;
  return theme;
}
