// Interface language: every language the client ships, each shown by its own name.
import { useId } from 'react';
import { availableLanguages } from '../../../i18n';
import { localeTag } from '../../../i18n/core';
import { useTranslation } from '../../../i18n/react';
import { selectConfig, setOption } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSaveNotice } from '../saveNotice';

/** Names Intl cannot give: Easy Japanese is not a language tag, and 'zh' alone does not say Simplified. */
const OWN_NAMES: Record<string, string> = { ja_easy: 'やさしいにほんご' };
const DISPLAY_TAGS: Record<string, string> = { zh: 'zh-Hans' };

/** A language by its own name ('Deutsch', 'العربية'), as a speaker of it looks for it. */
export function nativeName(lang: string): string {
  if (OWN_NAMES[lang]) return OWN_NAMES[lang];
  const tag = DISPLAY_TAGS[lang] ?? localeTag(lang);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}

export function LanguageOption() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const value = useAppSelector(selectConfig).interfaceLanguage ?? '';
  const id = useId();
  return (
    <li className="settings-option">
      <label htmlFor={id}>{t('settings.interfaceLanguage')}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(e) => {
          dispatch(setOption({ name: 'interfaceLanguage', value: e.target.value || null }));
          report(true);
        }}
      >
        <option value="">{t('settings.language_browser')}</option>
        {availableLanguages.map((lang) => (
          <option key={lang} value={lang} lang={localeTag(lang)}>
            {nativeName(lang)}
          </option>
        ))}
      </select>
    </li>
  );
}
