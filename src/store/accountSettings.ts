// Settings are per account, except what belongs to the device: the theme and the interface
// language. Switching accounts puts the leaving account's settings aside (keyed by its token, as
// its drafts and kept page are) and brings the next one's back; an account with none put aside
// starts from the settings in use, the way a first sign-in does.
import { tokenKey } from './lastSeen';
import { defaultPreferences, type UserPreferences } from './preferences';

export const ACCOUNT_SETTINGS_KEY = 'starling-account-settings';

/** What stays with the device whichever account is active. */
const DEVICE_KEYS: readonly (keyof UserPreferences)[] = ['interfaceLanguage', 'customTheme', 'customThemeSource', 'colors'];

const keyOf = (token: string): string => `${ACCOUNT_SETTINGS_KEY}:${tokenKey(token)}`;

function accountPart(config: UserPreferences): Partial<UserPreferences> {
  const part: Record<string, unknown> = { ...config };
  for (const k of DEVICE_KEYS) delete part[k];
  return part as Partial<UserPreferences>;
}

function readPart(storage: Storage, token: string): Partial<UserPreferences> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(token)) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<UserPreferences>) : null;
  } catch {
    return null;
  }
}

/**
 * The settings the next session starts with: the device's own over the next account's put-aside
 * ones (the startup validator checks them as it checks any stored settings).
 */
export function swapSettings(storage: Storage | null, config: UserPreferences, fromToken: string | null, toToken: string | null): UserPreferences {
  if (!storage) return config;
  try {
    if (fromToken) storage.setItem(keyOf(fromToken), JSON.stringify(accountPart(config)));
    const next = toToken ? readPart(storage, toToken) : null;
    if (!next || !toToken) return config;
    storage.removeItem(keyOf(toToken));
    const device = Object.fromEntries(DEVICE_KEYS.map((k) => [k, config[k]]));
    // Over the defaults: a setting left unset (the instance's value) was not stored, and must not
    // come over from the leaving account.
    return { ...defaultPreferences(), ...next, ...device } as UserPreferences;
  } catch (e) {
    console.warn('Keeping settings across accounts failed', e);
    return config;
  }
}

/** A signed-out account's put-aside settings go with it. */
export function forgetSettings(storage: Storage | null, token: string): void {
  try {
    storage?.removeItem(keyOf(token));
  } catch {
    /* storage unavailable: nothing was put aside */
  }
}
