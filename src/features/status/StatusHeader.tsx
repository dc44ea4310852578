// Author, handle, time, visibility and expand link of a status, plus the "X repeated" line for repeats.
import { interpolateNodes } from '../../i18n/Interpolate';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../ui/Link';
import { userProfilePath } from '../../ui/links';
import type { Status, User } from '../../entities/types';
import { useAppFields } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import { MentionsLine } from './content/MentionsLine';
import { mentionsToShow } from './content/mentionRules';
import { useStatusPlace } from './content/StatusPlace';
import { ReplyToRow } from './popover/ReplyToRow';
import { StatusHeadingMeta } from './StatusHeadingMeta';

/** The pinned marker, shown on a profile timeline. */
export function PinnedMarker({ status }: { status: Status }) {
  const { t } = useTranslation();
  const place = useStatusPlace();
  if (!status.pinned || place.kind !== 'profile') return null;
  return (
    <p className="status-pinned faint">
      <span aria-hidden="true">📌 </span>
      {t('status_view.pinned')}
    </p>
  );
}

export function RepeatHeader({ by }: { by: User | undefined }) {
  const { t } = useTranslation();
  const { restrictedNicknames } = useAppFields(selectInstance, 'restrictedNicknames');
  if (!by) return <p className="status-repeat faint">{t('status.repeated_unknown')}</p>;
  return (
    <p className="status-repeat faint">
      <span aria-hidden="true">⟳ </span>
      {/* "{{name}} repeated" as one template: the name's place depends on the language. */}
      {interpolateNodes(t('status.repeated'), {
        name: (
          <Link to={userProfilePath(by, restrictedNicknames)} className="status-repeat__name">
            <SafeHtml as="bdi" html={by.name_html} />
          </Link>
        ),
      })}
    </p>
  );
}

interface Props {
  status: Status;
  author: User | undefined;
  /** id of the element naming the author (the article is labelled by it). */
  nameId: string;
}

export function StatusHeader({ status, author, nameId }: Props) {
  const { restrictedNicknames } = useAppFields(selectInstance, 'restrictedNicknames');
  const profile = author ? userProfilePath(author, restrictedNicknames) : null;
  const mentions = mentionsToShow(status);
  return (
    <header className="status-header">
      {author && <Avatar user={author} size={48} alt="" className="status-header__avatar" />}
      <div className="status-header__names">
        <span className="status-header__name" id={nameId}>
          {author ? <SafeHtml as="bdi" html={author.name_html} /> : status.user}
        </span>
        {author && profile && (
          <Link to={profile} className="status-header__handle handle faint" dir="ltr">
            @{author.screen_name_ui || author.screen_name}
          </Link>
        )}
      </div>
      <StatusHeadingMeta status={status} />
      {(status.in_reply_to_status_id || mentions.length > 0) && (
        <div className="status-header__rows">
          <ReplyToRow status={status} />
          <MentionsLine mentions={mentions} />
        </div>
      )}
    </header>
  );
}
