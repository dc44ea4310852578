// The confirm dialog: an alertdialog named by its title and described by its question. Focus
// starts on Cancel (the safe answer); Escape, Cancel, X and the backdrop all answer "no"; focus
// goes back to whatever had it when the question was asked (Modal's focus trap).
import { useId } from 'react';
import { useTranslation } from '../i18n/react';
import type { ConfirmRequest } from './confirm';
import { Modal } from './Modal';
import './ConfirmDialog.css';

export default function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const { t } = useTranslation();
  const messageId = useId();
  const cancel = () => request.answer(false);
  return (
    <Modal
      open
      role="alertdialog"
      describedBy={messageId}
      className="confirm-dialog"
      onClose={cancel}
      title={request.title}
      footer={
        <>
          <button type="button" className="btn" data-autofocus onClick={cancel}>
            {request.cancelLabel ?? t('general.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => request.answer(true)}>
            {request.confirmLabel ?? request.title}
          </button>
        </>
      }
    >
      <p id={messageId} className="confirm-dialog__message">
        {request.message}
      </p>
    </Modal>
  );
}
