import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { loadNamedTheme, loadThemeList } from '../../services/themeLoader';
import type { ThemeSource } from '../../lib/theme/types';

/** Pick a built-in theme (styles.json) to start from; its file is fetched when picked. */
interface Props {
  onPick: (source: ThemeSource) => void;
  /** True while a picked theme's file loads (the editor holds Apply meanwhile). */
  onBusy: (busy: boolean) => void;
}

export function StartFrom({ onPick, onBusy }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [names, setNames] = useState<string[] | null>(null);
  const [value, setValue] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadThemeList()
      .then((list) => live && setNames(list.map((e) => e.name)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // Themes an instance adds have no translated name: show the name from styles.json.
  const builtInLabel = (name: string) => {
    const key = `theme.builtin.${name}`;
    const label = t(key);
    return label === key ? name : label;
  };

  const pick = async (name: string) => {
    setValue(name);
    if (!name) return;
    setFailed(false);
    onBusy(true);
    const source = await loadNamedTheme(name).catch(() => null);
    onBusy(false);
    if (source) onPick(source);
    else setFailed(true);
  };

  return (
    <div className="theme-field">
      <label htmlFor={id} className="theme-field__label">
        {t('theme.start_from')}
      </label>
      <select id={id} value={value} onChange={(e) => void pick(e.target.value)} disabled={!names}>
        <option value="">{t('theme.start_from_choose')}</option>
        {(names ?? []).map((name) => (
          <option key={name} value={name}>
            {builtInLabel(name)}
          </option>
        ))}
      </select>
      {failed && (
        <p className="theme-field__error" role="alert">
          {t('theme.list_failed')}
        </p>
      )}
    </div>
  );
}
