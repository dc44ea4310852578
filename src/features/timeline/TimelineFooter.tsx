// Footer states: spinner, error with retry, no statuses,
// no more statuses, or load older.
import { useTranslation } from '../../i18n/react';
import { Spinner } from '../../ui/Spinner';
import type { TimelineState } from '../../store/timelinesSlice';

interface Props {
  timeline: TimelineState;
  onLoadOlder: () => void;
  onRetry: () => void;
}

export function TimelineFooter({ timeline, onLoadOlder, onRetry }: Props) {
  const { t } = useTranslation();
  const { loading, error, loaded, visibleStatuses, bottomedOut } = timeline;
  let body;
  if (loading) body = <Spinner label={t('timeline.loading')} />;
  else if (error) {
    const detail = `${error.status || ''} ${error.statusText}`.trim() || error.message;
    body = (
      <>
        <p role="alert" className="timeline-footer__error">
          {t('timeline.error', { 0: detail })}
        </p>
        <button type="button" className="btn" onClick={onRetry}>
          {t('general.error_retry')}
        </button>
      </>
    );
  } else if (loaded && visibleStatuses.length === 0) body = <p className="faint">{t('timeline.no_statuses')}</p>;
  else if (bottomedOut) body = <p className="faint">{t('timeline.no_more_statuses')}</p>;
  else if (loaded) {
    body = (
      <button type="button" className="btn timeline-footer__older" onClick={onLoadOlder}>
        {t('timeline.load_older')}
      </button>
    );
  }
  return <div className="panel-footer timeline-footer">{body}</div>;
}
