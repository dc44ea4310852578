// Reading a Pleroma-FE v2 theme file (`_pleroma_theme_version: 2`): `source` (or the older
// `theme` snapshot) with colors, opacity, radii, shadows and fonts. Colour values that are
// references to other slots ('--bg,-2') are left out so our engine derives them.
import { normalizeSource } from './compile';
import { THEME_ENGINE_VERSION, type ThemeSource } from './types';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Pleroma-FE colour key → Starling slot key (same name when absent). */
const COLOR_KEYS: Record<string, string> = {
  badgeNotification: 'badge',
  badgeNotificationText: 'badgeText',
  alertNeutral: 'alertInfo',
  alertNeutralText: 'alertInfoText',
  topBarLink: '',
  panelText: '',
  panelLink: '',
};

const SHADOW_KEYS = ['panel', 'topBar', 'popup', 'avatar', 'button', 'input'];
const RADII_KEYS = ['btn', 'input', 'checkbox', 'panel', 'avatar', 'avatarAlt', 'tooltip', 'attachment'];

function colorValue(v: unknown): string | null {
  if (typeof v === 'string') return v.startsWith('--') ? null : v;
  if (isObj(v) && [v.r, v.g, v.b].every((n) => typeof n === 'number')) {
    const a = typeof v.a === 'number' ? v.a : 1;
    return `rgb(${v.r as number} ${v.g as number} ${v.b as number} / ${a})`;
  }
  return null;
}

export function isPleromaV2File(raw: unknown): raw is Record<string, unknown> {
  return isObj(raw) && raw._pleroma_theme_version === 2;
}

/** The theme of a Pleroma-FE v2 file, or null when it holds no colours at all. */
export function fromPleromaV2(file: Record<string, unknown>): ThemeSource | null {
  const body = isObj(file.source) ? file.source : isObj(file.theme) ? file.theme : null;
  if (!body || !isObj(body.colors)) return null;
  const colors: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.colors)) {
    const ours = key in COLOR_KEYS ? COLOR_KEYS[key] : key;
    const c = colorValue(value);
    if (ours && c) colors[ours] = c;
  }
  const radii: Record<string, unknown> = {};
  if (isObj(body.radii)) {
    for (const k of RADII_KEYS) radii[k] = body.radii[k] ?? body.radii[`${k}Radius`];
  }
  const shadows: Record<string, unknown> = {};
  if (isObj(body.shadows)) for (const k of SHADOW_KEYS) shadows[k] = body.shadows[k];
  const source = normalizeSource({
    themeEngineVersion: THEME_ENGINE_VERSION,
    name: typeof file.name === 'string' ? file.name : typeof body.name === 'string' ? body.name : undefined,
    colors,
    opacity: body.opacity,
    radii,
    shadows,
    fonts: body.fonts,
  });
  return Object.keys(source.colors).length > 0 ? source : null;
}
