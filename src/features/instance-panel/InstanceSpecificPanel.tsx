import { useTranslation } from '../../i18n/react';
import { selectConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { SafeHtml } from '../../ui/SafeHtml';

/** Whether the instance panel shows: enabled by the instance, non-empty, not hidden by the user. */
export function useInstancePanelVisible(): boolean {
  const { showInstanceSpecificPanel, instanceSpecificPanelContent } = useAppSelector(selectInstance);
  const { hideISP } = useAppSelector(selectConfig);
  return Boolean(showInstanceSpecificPanel && instanceSpecificPanelContent?.trim() && !hideISP);
}

/**
 * The instance's own HTML panel (/instance/panel.html), already sanitized at boot. `region`
 * false (sidebar) keeps it from being a second landmark with the same name as the about page's.
 */
export function InstanceSpecificPanel({ region = true }: { region?: boolean }) {
  const { t } = useTranslation();
  const { instanceSpecificPanelContent } = useAppSelector(selectInstance);
  const visible = useInstancePanelVisible();
  if (!visible) return null;
  const content = <SafeHtml className="panel-body instance-panel__content" html={instanceSpecificPanelContent} />;
  if (!region) return <div className="panel instance-panel">{content}</div>;
  return (
    <section className="panel instance-panel" aria-label={t('about.instance_panel')}>
      {content}
    </section>
  );
}
