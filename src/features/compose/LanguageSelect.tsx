// The language the post is written in (sent as `language`), its choices named in the interface
// language.
import { useMemo } from 'react';
import { sortedPostLanguages } from '../../entities/postLanguage';
import { useTranslation } from '../../i18n/react';

export function LanguageSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const languages = useMemo(() => sortedPostLanguages(i18n.locale), [i18n.locale]);
  return (
    <select className="compose__language" aria-label={t('post_status.language')} value={value} onChange={(e) => onChange(e.target.value)}>
      {languages.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
