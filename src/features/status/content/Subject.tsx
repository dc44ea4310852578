// The subject (content warning): marked and styled as a warning, not as a second line of the
// post. A subject over 240 characters is cut with show full / hide full.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { SafeHtml as SafeHtmlString } from '../../../entities/types';
import { isLongSubject } from '../../../lib/statusRules';
import { Icon } from '../../../ui/Icon';
import { SafeHtml } from '../../../ui/SafeHtml';

interface Props {
  summary: string;
  html: SafeHtmlString;
  /** The show more / less toggle, when the subject hides the body. */
  toggle?: ReactNode;
}

export function Subject({ summary, html, toggle }: Props) {
  const { t } = useTranslation();
  const long = isLongSubject(summary);
  const [full, setFull] = useState(false);
  const textId = useId();
  return (
    <div className="status-content__subject" role="note" aria-label={t('content_warning.label')}>
      <Icon name="alert" size={16} className="status-content__subject-icon" />
      <SafeHtml
        as="span"
        id={textId}
        className={long && !full ? 'status-content__subject-text status-content__subject-text--cut' : 'status-content__subject-text'}
        html={html}
      />
      {long && (
        <button
          type="button"
          className="btn-plain status-content__toggle"
          aria-expanded={full}
          aria-controls={textId}
          onClick={() => setFull((v) => !v)}
        >
          {full ? t('status_view.hide_full_subject') : t('status_view.show_full_subject')}
        </button>
      )}{' '}
      {toggle}
    </div>
  );
}
