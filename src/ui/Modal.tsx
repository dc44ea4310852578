import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/react';
import { IconButton } from './IconButton';
import { useFocusTrap } from './useFocusTrap';
import './Modal.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** 'alertdialog' for a question that interrupts (the confirm dialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its question). */
  describedBy?: string;
}

/** A modal dialog: labelled by its heading, focus trapped, closes on Escape, X or backdrop click. */
export function Modal({ open, onClose, title, children, footer, className, role = 'dialog', describedBy }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(ref, open, onClose);

  if (!open) return null;

  // Only a press that starts and ends on the backdrop itself closes (not a drag out of a text field).
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="modal-backdrop" onClick={onBackdrop} data-testid="modal-backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`modal panel${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="panel-heading modal__header">
          <h2 id={titleId}>{title}</h2>
          <IconButton label={t('shell.close')} icon="close" onClick={onClose} />
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="panel-footer modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
