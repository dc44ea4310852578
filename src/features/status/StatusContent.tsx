// Content warning (summary) with a show-more toggle, then the sanitized content.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Status } from '../../entities/types';
import { SafeHtml } from '../../ui/SafeHtml';
import { AttachmentList } from './AttachmentList';

export function StatusContent({ status }: { status: Status }) {
  const { t } = useTranslation();
  const hasSubject = status.summary.trim() !== '';
  const [expanded, setExpanded] = useState(!hasSubject);
  const bodyId = useId();
  return (
    <div className="status-content">
      {hasSubject && (
        <p className="status-content__subject">
          <SafeHtml as="span" html={status.summary_raw_html} />{' '}
          <button
            type="button"
            className="btn-plain status-content__toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('status.show_less') : t('status.show_more')}
          </button>
        </p>
      )}
      <div id={bodyId} hidden={!expanded}>
        {expanded && (
          <>
            <SafeHtml className="status-content__text" html={status.raw_html} lang={status.language ?? undefined} />
            {status.attachments.length > 0 && <AttachmentList status={status} />}
          </>
        )}
      </div>
    </div>
  );
}
