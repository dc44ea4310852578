// Reading the stored copy (`vuex-lz`) through the one validator. A module of its own, imported
// only when there is a stored copy: a first visit never loads the validator before its first
// status.
import { parseLimitedJson } from '../lib/jsonLimits';
import { checkPreferences, type PreferencesCheck } from './preferencesCheck';

/** Stored state larger or deeper than this is unreadable, not a reason to freeze the start. */
const MAX_STORED_CHARS = 8 * 1024 * 1024;

/** The stored object (empty when unreadable) and its preferences as the validator keeps them. */
export function readStoredState(raw: string): { data: Record<string, unknown>; preferences: PreferencesCheck } {
  let data: Record<string, unknown> = {};
  try {
    const parsed = parseLimitedJson(raw, MAX_STORED_CHARS);
    if (!parsed.ok) console.warn(`Stored state unreadable (${parsed.reason}); starting fresh`);
    else if (parsed.value && typeof parsed.value === 'object') data = parsed.value as Record<string, unknown>;
  } catch (e) {
    console.warn('Stored state unreadable; starting fresh', e);
  }
  return { data, preferences: checkPreferences(data.config) };
}
