// The notifications panel: title with the unseen badge, 'read' button, filter popover,
// the list (display rules), footer (no more / spinner / load older).
import { useId, useMemo, useRef, type ReactNode } from 'react';
import type { NotificationType } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { countUnseen, displayedNotifications, filterNotifications, initialNotificationsState, windowOf, selectNotificationsState } from '../../store/notificationsSlice';
import { loadOlderNotifications, markAllNotificationsRead } from '../../store/notificationsThunks';
import { Badge } from '../../ui/Badge';
import { Spinner } from '../../ui/Spinner';
import { NotificationFilter } from './NotificationFilter';
import { groupNotifications, type NotificationGroup } from '../../entities/notificationGroup';
import { keepUnchangedGroups } from '../../entities/stableGroups';
import { NotificationList } from './NotificationList';
import { useNotificationsSlice } from './useNotificationsSlice';
import './Notifications.css';

const EMPTY = initialNotificationsState();

interface Props {
  /** Only these types, ignoring the filter (Interactions tabs); no header then. */
  types?: readonly NotificationType[];
  /** Heading level element id to label the region from outside (drawer). */
  headingId?: string;
  /** Header end slot (the drawer's close button). */
  extraHeader?: ReactNode;
  className?: string;
}

export function NotificationsPanel({ types, headingId, extraHeader, className }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ready = useNotificationsSlice();
  const ownId = useId();
  const titleId = headingId ?? ownId;
  const state = useAppSelector((s) => selectNotificationsState(s)) ?? EMPTY;
  const visibility = useAppSelector(selectConfig).notificationVisibility;
  const filtered = useMemo(() => filterNotifications(state, visibility, types), [state, visibility, types]);
  const displayed = useMemo(() => displayedNotifications(filtered, state.seenToDisplay), [filtered, state.seenToDisplay]);
  // A bounded window of them is rendered, however many are unseen, in groups.
  const shown = useMemo(() => windowOf(displayed, state.windowSize), [displayed, state.windowSize]);
  // Unchanged groups keep their objects, so only the rows that changed render again.
  const lastGroups = useRef<NotificationGroup[]>([]);
  const groups = useMemo(() => keepUnchangedGroups(lastGroups.current, groupNotifications(shown)), [shown]);
  lastGroups.current = groups;
  const unseen = countUnseen(filtered);
  const moreSeen = filtered.length > shown.length;

  let footer;
  if (!ready || state.loading) footer = <Spinner label={t('notifications.loading')} />;
  else if (state.bottomedOut && !moreSeen) footer = <p className="faint">{shown.length === 0 ? t('notifications.none') : t('notifications.no_more')}</p>;
  else
    footer = (
      <button type="button" className="btn" onClick={() => void dispatch(loadOlderNotifications())}>
        {t('notifications.load_older')}
      </button>
    );

  return (
    <section className={`panel notifications${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      {!types && (
        <div className="panel-heading notifications__heading">
          <h2 id={titleId} className="notifications__title">
            {t('notifications.title')} <Badge count={unseen} label={t('notifications.unseen', { count: unseen })} />
          </h2>
          <button
            type="button"
            className="btn notifications__read"
            onClick={() => void dispatch(markAllNotificationsRead())}
          >
            {t('notifications.read')}
          </button>
          <NotificationFilter />
          {extraHeader}
        </div>
      )}
      {types && <h2 id={titleId} className="visually-hidden">{t('notifications.title')}</h2>}
      <NotificationList groups={groups} setsize={state.bottomedOut && !moreSeen ? groups.length : -1} />
      <div className="panel-footer notifications__footer">{footer}</div>
    </section>
  );
}
