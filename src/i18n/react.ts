// React binding of the translation core: components re-render when the language changes.
import { useSyncExternalStore } from 'react';
import { getStringsVersion, localeTag, onLanguageChange, t, type TFunction } from './core';

export type { TFunction };

/** `language` is Starling's code ('zh_Hant'); `locale` its BCP 47 tag for Intl ('zh-Hant'). */
export function useTranslation(): { t: TFunction; i18n: { language: string; locale: string } } {
  const version = useSyncExternalStore(onLanguageChange, getStringsVersion, getStringsVersion);
  const language = version.slice(0, version.lastIndexOf('#'));
  // A new function identity per language (and per strings added later), so memoised children
  // that take `t` re-render too.
  return { t: useVersionBoundT(version), i18n: { language, locale: localeTag(language) } };
}

const boundByVersion = new Map<string, TFunction>();
function useVersionBoundT(version: string): TFunction {
  let bound = boundByVersion.get(version);
  if (!bound) {
    bound = (key, options) => t(key, options);
    boundByVersion.set(version, bound);
  }
  return bound;
}
