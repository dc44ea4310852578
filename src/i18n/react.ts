// React binding of the translation core: components re-render when the language changes.
import { useSyncExternalStore } from 'react';
import { getLanguage, onLanguageChange, t, type TFunction } from './core';

export type { TFunction };

export function useTranslation(): { t: TFunction; i18n: { language: string } } {
  const language = useSyncExternalStore(onLanguageChange, getLanguage, getLanguage);
  // A new function identity per language, so memoised children that take `t` re-render too.
  return { t: useLanguageBoundT(language), i18n: { language } };
}

const boundByLanguage = new Map<string, TFunction>();
function useLanguageBoundT(language: string): TFunction {
  let bound = boundByLanguage.get(language);
  if (!bound) {
    bound = (key, options) => t(key, options);
    boundByLanguage.set(language, bound);
  }
  return bound;
}
