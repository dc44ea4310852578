// Title plus the new-statuses control: "show new (N)", "reload" after a gap (flush marker),
// otherwise a reload that fetches newer statuses. Polling (a later issue) fills newStatusCount.
import { useTranslation } from 'react-i18next';
import type { TimelineName } from '../../api/timelines';
import { useAppDispatch } from '../../store/hooks';
import { fetchTimeline, reloadTimeline } from '../../store/timelineThunks';
import { showNewStatuses, type TimelineState } from '../../store/timelinesSlice';

interface Props {
  name: TimelineName;
  title: string;
  titleId: string;
  timeline: TimelineState;
}

export function TimelineHeader({ name, title, titleId, timeline }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { newStatusCount, flushMarker, loading } = timeline;

  let control;
  if (flushMarker) {
    control = (
      <button type="button" className="btn" onClick={() => dispatch(reloadTimeline(name))}>
        {t('timeline.reload')}
      </button>
    );
  } else if (newStatusCount > 0) {
    control = (
      <button type="button" className="btn" onClick={() => dispatch(showNewStatuses({ name }))}>
        {t('timeline.show_new_count', { count: newStatusCount })}
      </button>
    );
  } else {
    control = (
      <button
        type="button"
        className="btn"
        disabled={loading}
        onClick={() => dispatch(fetchTimeline(name, { newer: true, showImmediately: true }))}
      >
        {t('timeline.reload')}
      </button>
    );
  }

  return (
    <div className="panel-heading timeline-heading">
      <h2 id={titleId}>{title}</h2>
      {control}
    </div>
  );
}
