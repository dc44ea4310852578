// The settings modal's Theme tab (the theme editor: common, advanced, roundness, shadow,
// fonts). Lazy: the editor, the theme engine and the editor's English strings load only when
// this tab opens.
import { useEffect, useState } from 'react';
import { loadSection } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { Spinner } from '../../ui/Spinner';
import { ThemeEditor } from './ThemeEditor';
import { useInitialTheme } from './useInitialTheme';
import './ThemeTab.css';

const strings = () => loadSection('theme');

export default function ThemeTab() {
  const { t } = useTranslation();
  const initial = useInitialTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    strings()
      .catch(() => undefined) // without them the keys show; the editor still works
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  if (!initial || !ready) return <Spinner label={t('general.loading')} />;
  return <ThemeEditor initial={initial} />;
}
