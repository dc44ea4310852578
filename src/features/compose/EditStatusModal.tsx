// The edit dialog (lazy chunk, opened from the status menu): loads the source into the edit
// draft (unless one is kept), then shows the edit form. Closing keeps the draft.
import { useCallback, useEffect, useState } from 'react';
import type { Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { startEditing } from '../../store/editThunks';
import { useAppDispatch } from '../../store/hooks';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { ComposeGate } from './ComposeGate';
import { EditStatusForm } from './EditStatusForm';

function EditLoader({ status, onClose }: { status: Status; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const load = useCallback(() => {
    setState('loading');
    void dispatch(startEditing(status)).then((r) => setState(r.ok ? 'ready' : r.message || t('general.generic_error')));
  }, [dispatch, status, t]);
  useEffect(load, [load]);

  if (state === 'loading') return <Spinner label={t('general.loading')} />;
  if (state === 'ready') return <EditStatusForm status={status} onSaved={onClose} />;
  return (
    <div className="compose__error" role="alert">
      <span>{t('editing.load_error', { message: state })}</span>
      <button type="button" className="btn-plain" onClick={load}>{t('editing.retry')}</button>
    </div>
  );
}

export default function EditStatusModal({ status, onClose }: { status: Status; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('editing.title')} className="compose-modal">
      <ComposeGate>
        <EditLoader status={status} onClose={onClose} />
      </ComposeGate>
    </Modal>
  );
}
