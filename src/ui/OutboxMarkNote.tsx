// The outbox's word on an action where the person made it: "Waiting to send", or the server's
// refusal ("Not sent: …"). One text for every kept action's button, menu item and note.
import { useTranslation } from '../i18n/react';
import type { OutboxMark } from '../store/outbox/marks';

export function useMarkText(mark: OutboxMark): string | null {
  const { t } = useTranslation();
  if (!mark) return null;
  return mark.waiting ? t('status_actions.waiting') : t('status_actions.not_sent', { error: mark.error });
}

/** The mark as a note beside a control (`inside`: part of the control's name); a refusal beside it is read out. */
export function OutboxMarkNote({ mark, id, inside }: { mark: OutboxMark; id?: string; inside?: boolean }) {
  const text = useMarkText(mark);
  if (!text) return null;
  // The space stays outside: a name joins the control's words and the mark's with it.
  return (
    <>
      {' '}
      <span id={id} className="outbox-mark" role={!inside && mark && !mark.waiting ? 'status' : undefined}>
        {text}
      </span>
    </>
  );
}
