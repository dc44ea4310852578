// Theme files: export a Starling file, import a Starling or Pleroma-FE v2 file. The version
// checks are the settings import's: not an array → invalid; major newer or older →
// rejected; minor newer → a warning and the import goes on. Anything else is rejected unchanged.
import { parseLimitedJson } from '../jsonLimits';
import { droppedNames, runCheck } from '../shapeCheck';
import { normalizeSource } from './compile';
import { themeSource } from './sourceCheck';
import { fromPleromaV2, isPleromaV2File } from './pleromaV2';
import { THEME_FILE_VERSION, type ThemeSource } from './types';

export interface ThemeMessage {
  key: string;
  args?: Record<string, string | number>;
}

export type ThemeImport =
  | { ok: true; source: ThemeSource; warning?: ThemeMessage }
  | { ok: false; error: ThemeMessage };

export const STARLING_THEME_VERSION_KEY = '_starling_theme_version';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid: ThemeImport = { ok: false, error: { key: 'theme.import.invalid_file' } };

export function exportThemeFile(source: ThemeSource): Record<string, unknown> {
  const clean = normalizeSource(source);
  return { [STARLING_THEME_VERSION_KEY]: [...THEME_FILE_VERSION], name: clean.name ?? 'custom', source: clean };
}

/** Parsed JSON of an imported file → the theme it holds, or the message why not. */
export function readThemeFile(raw: unknown): ThemeImport {
  if (isPleromaV2File(raw)) {
    const source = fromPleromaV2(raw);
    return source ? { ok: true, source } : invalid;
  }
  if (!isObj(raw) || !(STARLING_THEME_VERSION_KEY in raw)) return invalid;
  const version = raw[STARLING_THEME_VERSION_KEY];
  if (!Array.isArray(version) || typeof version[0] !== 'number' || typeof version[1] !== 'number') return invalid;
  const [major, minor] = version as number[];
  const [ourMajor, ourMinor] = THEME_FILE_VERSION;
  const args = { fileMajor: major, clientMajor: ourMajor };
  if (major > ourMajor) return { ok: false, error: { key: 'theme.import.file_too_new', args } };
  if (major < ourMajor) return { ok: false, error: { key: 'theme.import.file_too_old', args } };
  if (!isObj(raw.source) || !isObj(raw.source.colors)) return invalid;
  // The one validator keeps the well-formed part and names the rest; the engine then normalizes it.
  const checked = runCheck(themeSource, raw.source, 'source');
  const kept = isObj(checked.value) ? checked.value : {};
  const source = normalizeSource({ ...kept, name: kept.name ?? raw.name });
  if (Object.keys(source.colors).length === 0) return invalid;
  if (checked.dropped.length > 0) return { ok: true, source, warning: { key: 'theme.import.dropped', args: { names: droppedNames(checked.dropped) } } };
  return minor > ourMinor
    ? { ok: true, source, warning: { key: 'theme.import.file_slightly_new' } }
    : { ok: true, source };
}

/** Text of a chosen file → the same result; bad JSON is an invalid file, a huge or deep one refused unparsed. */
export function readThemeText(text: string): ThemeImport {
  const parsed = parseLimitedJson(text);
  if (parsed.ok) return readThemeFile(parsed.value);
  return parsed.reason === 'invalid' ? invalid : { ok: false, error: { key: `theme.import.${parsed.reason}` } };
}
