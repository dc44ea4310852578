// Title, the new-statuses control — 'show new (N)', 'reload' after a gap (flush marker), or
// 'up to date' text — the quick settings and the timeline menu as the title.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TimelineName } from '../../entities/timelineName';
import type { TimelineState } from '../../store/timelinesSlice';
import { QuickSettings } from './QuickSettings';
import { TimelineSwitcher } from './TimelineSwitcher';

interface Props {
  name: TimelineName;
  title: string;
  titleId: string;
  timeline: TimelineState;
  onShowNew: () => void;
  actions?: ReactNode;
}

export function TimelineHeader({ name, title, titleId, timeline, onShowNew, actions }: Props) {
  const { t } = useTranslation();
  const { newStatusCount, flushMarker } = timeline;

  let control;
  if (flushMarker) {
    control = (
      <button type="button" className="btn timeline-heading__new" onClick={onShowNew}>
        {t('timeline.reload')}
      </button>
    );
  } else if (newStatusCount > 0) {
    control = (
      <button type="button" className="btn timeline-heading__new" onClick={onShowNew}>
        {t('timeline.show_new_count', { count: newStatusCount })}
      </button>
    );
  } else {
    control = <span className="faint timeline-heading__uptodate">{t('timeline.up_to_date')}</span>;
  }

  return (
    <div className="panel-heading timeline-heading">
      <TimelineSwitcher title={title} titleId={titleId} />
      {actions}
      <div className="timeline-heading__controls" aria-live="polite">
        {control}
      </div>
      <QuickSettings name={name} />
    </div>
  );
}
