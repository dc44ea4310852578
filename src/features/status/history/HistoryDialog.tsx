// The edit history of a post: every version, newest first, with its content warning,
// text, media and poll, and under each later version what changed from the one before it.
import { useEffect, useState } from 'react';
import type { StatusVersion } from '../../../entities/statusEdit';
import { formatEditTime } from '../../../i18n/formats';
import { useTranslation } from '../../../i18n/react';
import { loadStatusHistory } from '../../../store/editThunks';
import { useAppDispatch } from '../../../store/hooks';
import { Modal } from '../../../ui/Modal';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Spinner } from '../../../ui/Spinner';
import { VersionChanges } from './VersionChanges';
import './history.css';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; versions: StatusVersion[] };

function Version({ version, previous, index }: { version: StatusVersion; previous: StatusVersion | null; index: number }) {
  const { t, i18n } = useTranslation();
  const when = formatEditTime(new Date(version.createdAt), i18n.locale);
  return (
    <li className="edit-history__version">
      <h3 className="edit-history__when">
        {index === 0 ? t('editing.original', { time: when }) : t('editing.version', { time: when })}
      </h3>
      {version.spoilerText && (
        <p className="edit-history__cw">
          {t('editing.content_warning')} <SafeHtml as="span" html={version.spoilerHtml} />
        </p>
      )}
      <SafeHtml className="edit-history__content" html={version.content} />
      {version.attachments.length > 0 && (
        <ul className="edit-history__media" aria-label={t('editing.media')}>
          {version.attachments.map((a) => (
            <li key={a.id}>
              {a.type === 'image' ? <img src={a.thumb_url ?? a.url} alt={a.description} /> : <span>{a.description || a.mimetype}</span>}
            </li>
          ))}
        </ul>
      )}
      {version.poll && (
        <ul className="edit-history__poll" aria-label={t('editing.poll')}>
          {version.poll.map((o, i) => <li key={i}>{o}</li>)}
        </ul>
      )}
      {previous && <VersionChanges before={previous} after={version} />}
    </li>
  );
}

export default function HistoryDialog({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void dispatch(loadStatusHistory(statusId)).then((r) => {
      if (live) setState(r.ok ? { kind: 'ready', versions: r.value } : { kind: 'error', message: r.message });
    });
    return () => {
      live = false;
    };
  }, [dispatch, statusId]);

  return (
    <Modal open onClose={onClose} title={t('editing.history')} className="edit-history">
      {state.kind === 'loading' && <Spinner label={t('general.loading')} />}
      {state.kind === 'error' && <p role="alert">{t('editing.history_error', { message: state.message })}</p>}
      {state.kind === 'ready' && (
        <ol className="edit-history__list" reversed>
          {state.versions
            .map((v, i) => <Version key={i} version={v} previous={i > 0 ? state.versions[i - 1] : null} index={i} />)
            .reverse()}
        </ol>
      )}
    </Modal>
  );
}
