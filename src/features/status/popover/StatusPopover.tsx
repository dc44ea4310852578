// A compact, non-interactive preview of a status (the reply-to popover). Fetches the status
// when it is not in the table; shows status.status_unavailable when it cannot be had.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/react';
import { fetchStatusIfMissing } from '../../../store/conversationThunks';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUserById } from '../../../store/usersSlice';
import { Avatar } from '../../../ui/Avatar';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Spinner } from '../../../ui/Spinner';
import { useFloating } from '../../../ui/useFloating';
import './StatusPopover.css';
import { selectStatusById } from '../../../store/statusesSlice';

interface Props {
  id: string;
  popoverId: string;
  /** The 'Reply to' row it belongs to. */
  anchor: RefObject<HTMLElement | null>;
}

export default function StatusPopover({ id, popoverId, anchor }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectStatusById(s, id));
  const author = useAppSelector((s) => (status ? selectUserById(s, status.user) : undefined));
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useFloating(anchor, box);

  useEffect(() => {
    if (status) return;
    let live = true;
    void dispatch(fetchStatusIfMissing(id)).then((ok) => {
      if (live && !ok) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [id, status, dispatch]);

  let body;
  if (status) {
    body = (
      <>
        <div className="status-popover__head">
          {author && <Avatar user={author} size={32} alt="" />}
          <span>
            {author && <SafeHtml as="bdi" className="status-popover__name" html={author.name_html} />}{' '}
            {author && <span className="handle faint" dir="ltr">@{author.screen_name_ui || author.screen_name}</span>}
          </span>
        </div>
        {status.summary ? (
          <SafeHtml className="status-popover__text" html={status.summary_raw_html} />
        ) : (
          <SafeHtml className="status-popover__text" html={status.raw_html} />
        )}
      </>
    );
  } else if (failed) {
    body = <p className="faint">{t('status.status_unavailable')}</p>;
  } else {
    body = <Spinner label={t('general.loading')} />;
  }
  return (
    <div ref={box} id={popoverId} role="tooltip" className="status-popover">
      {body}
    </div>
  );
}
