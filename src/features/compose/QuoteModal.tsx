// The quote form: opened by "Quote" in a status's menu, the post form in a dialog with
// the quoted post as a card above the text. Its draft is per quoted post, so closing keeps it.
import { useTranslation } from '../../i18n/react';
import { useAppDispatch } from '../../store/hooks';
import { quoteClosed } from '../../store/uiSlice';
import { Modal } from '../../ui/Modal';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';

export default function QuoteModal({ statusId }: { statusId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(quoteClosed());
  return (
    <Modal open onClose={close} title={t('quote.new')} className="compose-modal">
      <ComposeGate>
        <PostStatusForm key={statusId} draftKey={`quote:${statusId}`} quoteOf={statusId} autoFocus label={t('quote.new')} onPosted={close} />
      </ComposeGate>
    </Modal>
  );
}
