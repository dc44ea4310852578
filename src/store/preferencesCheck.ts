// The one validator for preferences from outside the running app: a settings backup, the stored
// copy read at start, a restore. It keeps what is well-formed and names what it drops
// (`muteWords[2]`, `highlight.alice`, `customThemeSource.colors.bg`), so nothing unchecked is
// ever stored and a bad value can only fall back to its default.
import { isCssColor } from '../lib/cssValue';
import { boolean, list, map, nullOr, number, oneOf, record, string, text, whole, type Check, type Drop } from '../lib/shapeCheck';
import { compiledTheme, themeSource } from '../lib/theme/sourceCheck';
import { defaultPreferences, HIGHLIGHT_TYPES, INSTANCE_DEFAULTED_KEYS, type UserPreferences } from './preferences';

export interface PreferencesCheck {
  values: Partial<UserPreferences>;
  /** Paths of what was present and not valid. */
  dropped: string[];
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const color: Check = (v) => (isCssColor(v) ? v : undefined);

const defaults = defaultPreferences();

/** Checkers for the preferences whose defaults do not say enough by their type alone. */
const SPECIAL: Record<string, Check> = {
  maxThumbnails: number(0, 1000),
  replyVisibility: oneOf('all', 'following', 'self'),
  notificationVisibility: record(Object.fromEntries(Object.keys(defaults.notificationVisibility).map((k) => [k, boolean]))),
  muteWords: list((v) => (text(v) && v.trim() ? v : undefined)),
  highlight: map(whole({ color, type: oneOf(...HIGHLIGHT_TYPES) })),
  interfaceLanguage: (v) => (v === null || (typeof v === 'string' && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(v)) ? v : undefined),
  customTheme: compiledTheme,
  customThemeSource: nullOr(themeSource),
  colors: map(color, 100),
  subjectLineBehavior: oneOf('email', 'noop', 'masto'),
  postContentType: (v) => (typeof v === 'string' && /^[a-z]+\/[a-z0-9.+-]+$/i.test(v) ? v : undefined),
};

function checkerFor(key: string): Check | null {
  if (own(SPECIAL, key)) return SPECIAL[key];
  if ((INSTANCE_DEFAULTED_KEYS as string[]).includes(key)) return boolean;
  if (!own(defaults, key)) return null;
  const base = (defaults as unknown as Record<string, unknown>)[key];
  return typeof base === 'boolean' ? boolean : typeof base === 'string' ? string : null;
}

/** Known preferences of `raw` that are well-formed; every other present value is named in `dropped`. */
export function checkPreferences(raw: unknown): PreferencesCheck {
  const dropped: string[] = [];
  const values: Record<string, unknown> = {};
  if (!isObj(raw)) return { values, dropped };
  const drop: Drop = (path) => dropped.push(path);
  for (const [key, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    const check = checkerFor(key);
    if (!check) continue; // not a preference (the backup's version key, or one from a newer client)
    const checked = check(v, key, drop);
    if (checked === undefined) drop(key);
    else values[key] = checked;
  }
  return { values: values as Partial<UserPreferences>, dropped };
}
