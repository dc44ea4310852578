// Subject (content warning), the sanitized content, attachments and link card. One show more /
// less toggle: the subject hides the body when collapseMessageWithSubject is on; otherwise a
// tall post is cut to 220 px until expanded.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Status } from '../../entities/types';
import { withGreentext } from '../../entities/greentext';
import { collapseKind, isTallPost } from '../../lib/statusRules';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppFields } from '../../store/hooks';
import { SafeHtml } from '../../ui/SafeHtml';
import { LinkCard } from './content/LinkCard';
import { Subject } from './content/Subject';
import { StatusMedia } from './StatusMedia';
import { useTallMeasure } from './content/useTallMeasure';

export function StatusContent({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { collapseMessageWithSubject, greentext } = useAppFields(selectEffectiveConfig, 'collapseMessageWithSubject', 'greentext');
  const hasSubject = status.summary.trim() !== '';
  const subjectCollapses = hasSubject && !!collapseMessageWithSubject;
  const [expanded, setExpanded] = useState(false);
  const measure = useTallMeasure<HTMLDivElement>(isTallPost(status.raw_html, status.text.length), !subjectCollapses);
  const kind = collapseKind(hasSubject, !!collapseMessageWithSubject, measure.tall);
  const bodyId = useId();

  const toggle = kind && (
    <button
      type="button"
      className="btn-plain status-content__toggle"
      aria-expanded={expanded}
      aria-controls={bodyId}
      onClick={() => setExpanded((v) => !v)}
    >
      {expanded ? t('status.show_less') : t('status.show_more')}
    </button>
  );
  const bodyHidden = kind === 'subject' && !expanded;
  const cut = kind === 'tall' && !expanded;

  return (
    <div className="status-content">
      {hasSubject && <Subject summary={status.summary} html={status.summary_raw_html} toggle={kind === 'subject' ? toggle : null} />}
      <div id={bodyId} hidden={bodyHidden}>
        {!bodyHidden && (
          <>
            <div ref={measure.ref} className={cut ? 'status-content__body status-content__body--cut' : 'status-content__body'}>
              <SafeHtml className="status-content__text" html={greentext ? withGreentext(status.raw_html) : status.raw_html} lang={status.language ?? undefined} />
            </div>
            {kind === 'tall' && <p className="status-content__tall-toggle">{toggle}</p>}
            {status.attachments.length > 0 && <StatusMedia status={status} />}
            {status.card && status.attachments.length === 0 && <LinkCard card={status.card} />}
          </>
        )}
      </div>
    </div>
  );
}
