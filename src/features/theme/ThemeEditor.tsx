import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/react';
import { setOption } from '../../store/configSlice';
import { useAppDispatch } from '../../store/hooks';
import type { ThemeImport, ThemeMessage } from '../../lib/theme/themeFile';
import type { ThemeSource } from '../../lib/theme/types';
import { Tabs } from '../../ui/Tabs';
import { AdvancedSection, CommonSection } from './ColorSections';
import { FontsSection } from './FontsSection';
import { RoundnessSection } from './RoundnessSection';
import { ShadowSection } from './ShadowSection';
import { StartFrom } from './StartFrom';
import { ThemeImportExport } from './ThemeImportExport';
import { ThemePreview } from './ThemePreview';
import { useThemeDraft, type ThemeDraft } from './useThemeDraft';

const SECTIONS = ['common', 'advanced', 'roundness', 'shadow', 'fonts'] as const;
type SectionId = (typeof SECTIONS)[number];
const SECTION_VIEW: Record<SectionId, (p: { draft: ThemeDraft }) => ReactElement> = {
  common: CommonSection,
  advanced: AdvancedSection,
  roundness: RoundnessSection,
  shadow: ShadowSection,
  fonts: FontsSection,
};

type Notice = (ThemeMessage & { level: 'error' | 'warning' | 'success' }) | null;

export function ThemeEditor({ initial }: { initial: ThemeSource }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const draft = useThemeDraft(initial);
  const [section, setSection] = useState<SectionId>('common');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const onImport = (result: ThemeImport) => {
    if (!result.ok) return setNotice({ ...result.error, level: 'error' });
    draft.load(result.source);
    setNotice(result.warning ? { ...result.warning, level: 'warning' } : { key: 'theme.imported', level: 'success' });
  };
  const apply = () => {
    const { source, compiled } = draft;
    dispatch(setOption({ name: 'customThemeSource', value: source }));
    dispatch(setOption({ name: 'customTheme', value: compiled }));
    dispatch(setOption({ name: 'colors', value: source.colors }));
    setNotice({ key: 'theme.applied', level: 'success' });
  };
  const View = SECTION_VIEW[section];

  return (
    <div className="theme-editor">
      <div className="theme-editor__top">
        <StartFrom onBusy={setBusy} onPick={(s) => { draft.load(s); setNotice(null); }} />
        <ThemeImportExport source={draft.source} onImport={onImport} />
      </div>
      <div aria-live="polite">
        {notice && (
          <p className={`alert alert-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
            {t(notice.key, notice.args)}
          </p>
        )}
      </div>
      <div className="theme-editor__body">
        <Tabs
          tabs={SECTIONS.map((id) => ({ id, label: t(`theme.sections.${id}`) }))}
          active={section}
          onChange={(id) => setSection(id as SectionId)}
          label={t('theme.sections.label')}
          className="theme-editor__tabs"
        >
          <View draft={draft} />
        </Tabs>
        <ThemePreview theme={draft.compiled} />
      </div>
      <div className="theme-editor__footer">
        <button type="button" onClick={draft.resetAll} disabled={!draft.dirty}>
          {t('theme.reset_all')}
        </button>
        <button type="button" className="btn-primary" onClick={apply} disabled={busy}>
          {t('theme.apply')}
        </button>
      </div>
    </div>
  );
}
