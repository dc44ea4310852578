// Interface language: every language the client ships, each shown by its own name.
import { useId } from 'react';
import { availableLanguages } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { selectConfig, setOption } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSaveNotice } from '../saveNotice';

export function nativeName(lang: string): string {
  const tag = lang === 'ja_easy' ? 'ja' : lang.replace('_', '-');
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
          <option key={lang} value={lang} lang={lang === 'ja_easy' ? 'ja' : lang.replace('_', '-')}>
            {nativeName(lang)}
          </option>
        ))}
      </select>
    </li>
  );
}
