// "Scheduled posts": the person's posts waiting for their time, paged by the server's
// Link header; each can be moved, opened in the post form, or cancelled.
import { useEffect, useId, useState } from 'react';
import { useStore } from 'react-redux';
import type { ScheduledStatus } from '../../../entities/scheduledStatus';
import { useTranslation } from '../../../i18n/react';
import type { AppStore } from '../../../store/index';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { ensureScheduledSlice, selectScheduled } from '../../../store/scheduledSlice';
import { loadScheduled } from '../../../store/scheduledThunks';
import { Spinner } from '../../../ui/Spinner';
import { ComposeGate } from '../ComposeGate';
import { ScheduledEditor } from './ScheduledEditor';
import { ScheduledItem } from './ScheduledItem';
import './scheduled.css';

export default function ScheduledPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const titleId = useId();
  const list = useAppSelector(selectScheduled);
  const [editing, setEditing] = useState<ScheduledStatus | null>(null);
  const available = useAppSelector(selectInstance).scheduledPostsAvailable;

  useEffect(() => {
    ensureScheduledSlice(store);
    if (available) void dispatch(loadScheduled());
  }, [dispatch, store, available]);

  if (!available) {
    return (
      <section className="panel scheduled-page" aria-labelledby={titleId}>
        <div className="panel-heading">
          <h2 id={titleId}>{t('scheduled.title')}</h2>
        </div>
        <p className="scheduled-page__message">{t('scheduled.unavailable')}</p>
      </section>
    );
  }

  return (
    <section className="panel scheduled-page" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('scheduled.title')}</h2>
      </div>
      {editing && (
        <ComposeGate>
          <ScheduledEditor key={editing.id} item={editing} onDone={() => setEditing(null)} />
        </ComposeGate>
      )}
      {list.loading && !list.loaded && <Spinner label={t('general.loading')} />}
      {list.error && <p className="scheduled-page__message" role="alert">{t('scheduled.error', { error: list.error })}</p>}
      {list.loaded && list.items.length === 0 && <p className="scheduled-page__message">{t('scheduled.empty')}</p>}
      <ul className="scheduled-page__items">
        {list.items.map((item) => (
          <ScheduledItem key={item.id} item={item} onEdit={setEditing} />
        ))}
      </ul>
      {list.maxId && (
        <div className="panel-footer">
          <button type="button" className="btn" disabled={list.loading} onClick={() => void dispatch(loadScheduled({ more: true }))}>
            {t('scheduled.load_more')}
          </button>
        </div>
      )}
    </section>
  );
}
