// Every editable theme value, its CSS custom property and its default. Colour slots are in
// dependency order: a slot the source leaves out is derived from the ones above it.
import { contrastRatio } from '../contrast';
import { mix, over, parseColor, withAlpha, type Rgba } from '../color';
import type { ShadowLayer } from './types';

type Resolved = Record<string, Rgba>;
type Derive = (c: Resolved, o: Record<string, number>) => Rgba;

export interface ColorSlot {
  key: string;
  cssVar: string;
  /** Shown in the editor's common section; the rest are in advanced. */
  common?: boolean;
  derive: Derive;
}

const hex = (h: string): Rgba => parseColor(h) as Rgba;
const BLACK = hex('#000000');
const WHITE = hex('#ffffff');
const isDark = (c: Rgba) => contrastRatio(c, WHITE) > contrastRatio(c, BLACK);
/** Black or white, whichever reads better on `bg`. */
const readableOn = (bg: Rgba) => (contrastRatio(WHITE, bg) >= contrastRatio(BLACK, bg) ? WHITE : BLACK);
/** Signal colours: lighter on dark backgrounds, deeper on light ones. */
const signal = (dark: string, light: string): Derive => (c) => hex(isDark(c.bg) ? dark : light);
/** An alert background: the signal colour laid over the panel at the alert opacity. */
const alertBg = (key: string): Derive => (c, o) => over(withAlpha(c[key], o.alert * 0.6), c.panel);
/** Alert text: the normal text colour unless it reads badly on that background. */
const alertText = (bgKey: string): Derive => (c) =>
  contrastRatio(c.text, c[bgKey]) >= 4.5 ? c.text : readableOn(c[bgKey]);

export const COLOR_SLOTS: ColorSlot[] = [
  { key: 'bg', cssVar: '--color-bg', common: true, derive: () => hex('#0f1620') },
  { key: 'fg', cssVar: '--color-fg', common: true, derive: (c) => mix(c.bg, WHITE, 0.88) },
  { key: 'text', cssVar: '--color-text', common: true, derive: (c) => readableOn(c.bg) },
  { key: 'link', cssVar: '--color-link', common: true, derive: (c) => c.text },
  { key: 'accent', cssVar: '--color-accent', common: true, derive: (c) => c.link },
  { key: 'cRed', cssVar: '--color-red', common: true, derive: signal('#ff7b72', '#b3261e') },
  { key: 'cGreen', cssVar: '--color-green', common: true, derive: signal('#6fd283', '#1c6b2e') },
  { key: 'cOrange', cssVar: '--color-orange', common: true, derive: signal('#f0b35e', '#8a4b00') },
  { key: 'cBlue', cssVar: '--color-blue', common: true, derive: signal('#7fb8ff', '#0b5cc2') },
  { key: 'panel', cssVar: '--color-panel', derive: (c) => mix(c.fg, c.bg, 0.5) },
  { key: 'panelHeader', cssVar: '--color-panel-header', derive: (c) => c.fg },
  { key: 'faint', cssVar: '--color-faint', derive: (c) => mix(c.text, c.panel, 0.7) },
  { key: 'greentext', cssVar: '--color-greentext', derive: (c) => c.cGreen },
  { key: 'border', cssVar: '--color-border', derive: (c) => mix(c.text, c.panel, 0.18) },
  { key: 'topBar', cssVar: '--color-topbar', derive: (c) => c.panel },
  { key: 'topBarText', cssVar: '--color-topbar-text', derive: (c) => c.text },
  { key: 'btn', cssVar: '--color-btn', derive: (c) => c.fg },
  { key: 'btnText', cssVar: '--color-btn-text', derive: (c) => c.text },
  { key: 'btnHover', cssVar: '--color-fg-hover', derive: (c) => mix(c.btn, c.btnText, 0.88) },
  { key: 'hover', cssVar: '--color-hover', derive: (c) => withAlpha(c.text, 0.08) },
  { key: 'input', cssVar: '--color-input-bg', derive: (c, o) => mix(c.bg, c.panel, 0.5 + o.input / 2) },
  { key: 'inputText', cssVar: '--color-input-text', derive: (c) => c.text },
  { key: 'accentText', cssVar: '--color-accent-text', derive: (c) => readableOn(c.accent) },
  { key: 'badge', cssVar: '--color-badge', derive: (c) => (isDark(c.bg) ? hex('#b3261e') : c.cRed) },
  { key: 'badgeText', cssVar: '--color-badge-text', derive: (c) => readableOn(c.badge) },
  { key: 'focus', cssVar: '--color-focus', derive: (c) => c.cBlue },
  { key: 'alertError', cssVar: '--color-alert-error-bg', derive: alertBg('cRed') },
  { key: 'alertErrorText', cssVar: '--color-alert-error-text', derive: alertText('alertError') },
  { key: 'alertWarning', cssVar: '--color-alert-warning-bg', derive: alertBg('cOrange') },
  { key: 'alertWarningText', cssVar: '--color-alert-warning-text', derive: alertText('alertWarning') },
  { key: 'alertSuccess', cssVar: '--color-alert-success-bg', derive: alertBg('cGreen') },
  { key: 'alertSuccessText', cssVar: '--color-alert-success-text', derive: alertText('alertSuccess') },
  { key: 'alertInfo', cssVar: '--color-alert-info-bg', derive: alertBg('cBlue') },
  { key: 'alertInfoText', cssVar: '--color-alert-info-text', derive: alertText('alertInfo') },
  { key: 'backdrop', cssVar: '--color-backdrop', derive: () => withAlpha(BLACK, 0.6) },
  { key: 'mediaBackdrop', cssVar: '--color-media-backdrop', derive: () => BLACK },
  { key: 'mediaControl', cssVar: '--color-media-control', derive: () => withAlpha(BLACK, 0.6) },
  { key: 'mediaText', cssVar: '--color-media-text', derive: () => hex('#f2f2f2') },
  { key: 'underlay', cssVar: '--color-underlay', derive: (_c, o) => withAlpha(BLACK, o.underlay) },
  { key: 'shadow', cssVar: '--color-shadow', derive: () => BLACK },
];

/** Text-over-background pairs the editor checks (4.5 for text). */
export const CONTRAST_PAIRS: { text: string; bg: string; large?: boolean }[] = [
  { text: 'text', bg: 'bg' },
  { text: 'text', bg: 'panel' },
  { text: 'text', bg: 'panelHeader' },
  { text: 'link', bg: 'panel' },
  { text: 'link', bg: 'bg' },
  { text: 'faint', bg: 'panel' },
  { text: 'greentext', bg: 'panel' },
  { text: 'topBarText', bg: 'topBar' },
  { text: 'btnText', bg: 'btn' },
  { text: 'inputText', bg: 'input' },
  { text: 'accentText', bg: 'accent' },
  { text: 'badgeText', bg: 'badge' },
  { text: 'alertErrorText', bg: 'alertError' },
  { text: 'alertWarningText', bg: 'alertWarning' },
  { text: 'alertSuccessText', bg: 'alertSuccess' },
  { text: 'alertInfoText', bg: 'alertInfo' },
];

/** Opacity defaults. */
export const OPACITY_DEFAULTS: Record<string, number> = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
};

/** Radius defaults, px. */
export const RADII_DEFAULTS: Record<string, number> = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
};

const layer = (y: number, blur: number, alpha: number, spread = 0, inset = false): ShadowLayer => ({
  x: 0,
  y,
  blur,
  spread,
  color: '#000000',
  alpha,
  inset,
});

export const SHADOW_DEFAULTS: Record<string, ShadowLayer[]> = {
  panel: [layer(1, 3, 0.5)],
  topBar: [layer(1, 4, 0.5)],
  button: [layer(1, 2, 0.4)],
  popup: [layer(4, 16, 0.6)],
  avatar: [layer(1, 2, 0.5)],
  input: [layer(1, 2, 0.3, 0, true)],
};

export const FONT_DEFAULTS: Record<string, string> = {
  interface: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  input: 'var(--font-interface)',
  post: 'var(--font-interface)',
  postCode: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
};

const kebab = (k: string) => k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
export const opacityVar = (k: string) => `--opacity-${kebab(k)}`;
export const radiusVar = (k: string) => `--radius-${kebab(k)}`;
export const shadowVar = (k: string) => `--shadow-${k.toLowerCase()}`;
export const fontVar = (k: string) => `--font-${kebab(k)}`;
