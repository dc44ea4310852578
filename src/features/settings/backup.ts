// Settings backup: the preferences with
// `_pleroma_settings_version` [1, 0], with or without the theme keys; reading a file back checks
// the version and keeps only what the preferences validator finds well-formed, naming the rest.
import { parseLimitedJson } from '../../lib/jsonLimits';
import type { UserPreferences } from '../../store/preferences';
import { checkPreferences } from '../../store/preferencesCheck';

export const SETTINGS_VERSION: [number, number] = [1, 0];
export const THEME_KEYS = ['customTheme', 'customThemeSource', 'colors'] as const;

export function exportSettings(config: UserPreferences, withTheme: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { ...config };
  if (!withTheme) for (const key of THEME_KEYS) delete out[key];
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return { _pleroma_settings_version: SETTINGS_VERSION, ...out };
}

export type ImportCheck =
  | { ok: true; values: Partial<UserPreferences>; warning: { key: string; args: unknown[] } | null; dropped: string[] }
  | { ok: false; key: string; args: unknown[] };

const invalid: ImportCheck = { ok: false, key: 'settings.file_import_export.invalid_file', args: [] };
const refused = (reason: 'too_large' | 'too_deep'): ImportCheck => ({ ok: false, key: `settings.file_import_export.errors.${reason}`, args: [] });

/** A backup's text → the preferences it validly holds (the one validator), or why none. */
export function checkSettingsFile(text: string): ImportCheck {
  const parsed = parseLimitedJson(text);
  if (!parsed.ok) return parsed.reason === 'invalid' ? invalid : refused(parsed.reason);
  const data = parsed.value;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return invalid;
  const record = data as Record<string, unknown>;
  const version = record._pleroma_settings_version;
  if (!Array.isArray(version) || typeof version[0] !== 'number') return invalid;
  const [major, minor] = version as number[];
  const [ourMajor, ourMinor] = SETTINGS_VERSION;
  if (major > ourMajor) return { ok: false, key: 'settings.file_import_export.errors.file_too_new', args: [major, ourMajor] };
  if (major < ourMajor) return { ok: false, key: 'settings.file_import_export.errors.file_too_old', args: [major, ourMajor] };
  const { values, dropped } = checkPreferences(record);
  if (Object.keys(values).length === 0) return { ok: false, key: 'settings.invalid_settings_imported', args: [] };
  const warning = typeof minor === 'number' && minor > ourMinor ? { key: 'settings.file_import_export.errors.file_slightly_new', args: [] } : null;
  return { ok: true, values, warning, dropped };
}
