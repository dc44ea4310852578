// One status in a feed: an <article> that is focusable and named by its author and opening
// words (WAI-ARIA feed pattern). Later issues add actions, replies and the muted form here.
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../entities/html';
import type { Status, User } from '../../entities/types';
import { StatusContent } from './StatusContent';
import { StatusCounters } from './StatusCounters';
import { RepeatHeader, StatusHeader } from './StatusHeader';
import { useStatusView } from './useStatusView';
import './Status.css';

const SNIPPET_LENGTH = 120;

function snippet(status: Status): string {
  const source = status.summary.trim() || status.text.trim() || htmlToText(status.raw_html).trim();
  const flat = source.replace(/\s+/g, ' ');
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

const displayName = (u: User | undefined): string => (u ? u.name || u.screen_name : '');

interface Props {
  id: string;
  /** 1-based position in the feed. */
  posinset: number;
  /** Feed length, or -1 while more may load. */
  setsize: number;
}

export const StatusArticle = memo(function StatusArticle({ id, posinset, setsize }: Props) {
  const { t } = useTranslation();
  const view = useStatusView(id);
  const nameId = useId();
  const label = useMemo(() => {
    if (!view) return '';
    const text = view.status.deleted ? t('status.deleted') : snippet(view.status);
    const name = displayName(view.author);
    return view.repeat
      ? t('status.aria_label_repeat', { repeater: displayName(view.repeat.by), name, text })
      : t('status.aria_label', { name, text });
  }, [view, t]);

  if (!view) return null;
  const { status, author, repeat } = view;
  return (
    <article
      className="status"
      tabIndex={0}
      aria-label={label}
      aria-posinset={posinset}
      aria-setsize={setsize}
      data-status-id={id}
    >
      {repeat && <RepeatHeader by={repeat.by} />}
      <StatusHeader status={status} author={author} nameId={nameId} />
      {status.deleted ? (
        <p className="status-deleted faint">{t('status.deleted')}</p>
      ) : (
        <>
          <StatusContent status={status} />
          <StatusCounters status={status} />
        </>
      )}
    </article>
  );
});
