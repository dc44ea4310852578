// The outbox above the home timeline: what waits to be sent (posts with their text), what the
// server refused with its words, and a notice when the outbox lives only in memory. Each entry
// can be cancelled before it goes, a waiting post edited (not while it is being sent); a refused
// post's text can be copied to write it again.
import { Suspense, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { useTranslation } from '../../i18n/react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUserId } from '../../store/authSlice';
import { useOutboxView } from '../../store/outbox/marks';
import { cancelOutboxEntry } from '../../store/outbox/start';
import type { OutboxEntry } from '../../store/outbox/types';
import { outboxLabel, outboxText } from './outboxLabel';
import './OutboxPanel.css';

// The post form's fields, from the compose folder's chunk: loaded when a post is edited.
const OutboxPostEditForm = lazyChunk(() => import('../compose/OutboxPostEditForm'));
// Posts are kept while the network is gone: the form's code comes with the panel's (asked for
// in idle time on home while the network is there), not when the network is gone.
void whenIdle().then(() => OutboxPostEditForm.preload());

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation();
  const text = outboxText(entry);
  const refused = entry.state === 'refused';
  const [editing, setEditing] = useState(false);
  const editable = entry.kind === 'post' && entry.state === 'waiting';
  return (
    <li className={`outbox-entry${refused ? ' outbox-entry--refused' : ''}`}>
      <strong className="outbox-entry__kind">{outboxLabel(entry, t)}</strong>
      {editing ? (
        <Suspense fallback={null}>
          <OutboxPostEditForm entry={entry} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        text !== null && <p className="outbox-entry__text">{text}</p>
      )}
      {refused ? (
        <p className="outbox-entry__state" role="alert">{t('status_actions.not_sent', { error: entry.error ?? '' })}</p>
      ) : (
        <p className="outbox-entry__state">{entry.state === 'sending' ? t('outbox.sending') : t('status_actions.waiting')}</p>
      )}
      {!editing && <div className="outbox-entry__buttons">
        {editable && (
          <button type="button" className="btn" onMouseEnter={() => OutboxPostEditForm.preload()} onClick={() => setEditing(true)}>
            {t('editing.edit')}
          </button>
        )}
        {refused && text !== null && (
          <button type="button" className="btn" onClick={() => void navigator.clipboard?.writeText(text).catch(() => {})}>
            {t('outbox.copy_text')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => void cancelOutboxEntry(entry.id)}>
          {refused ? t('general.dismiss') : t('general.cancel')}
        </button>
      </div>}
    </li>
  );
}

export default function OutboxPanel() {
  const { t } = useTranslation();
  const { entries, volatile } = useOutboxView();
  const me = useAppSelector(selectCurrentUserId);
  const mine = entries.filter((e) => e.userId === me);
  if (mine.length === 0 && !volatile) return null;
  return (
    <section className="panel outbox-panel" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="panel-heading outbox-panel__title">{t('outbox.title')}</h2>
      {volatile && <p className="outbox-panel__volatile" role="status">{t('outbox.volatile')}</p>}
      <ul className="outbox-panel__list">
        {mine.map((e) => <OutboxItem key={e.id} entry={e} />)}
      </ul>
    </section>
  );
}
