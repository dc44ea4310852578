// The post modal (mobile new-post button): the 'new' draft in a dialog; closing keeps the draft.
import { useTranslation } from '../../i18n/react';
import { Modal } from '../../ui/Modal';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';

export default function PostModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('post_status.new_post')} className="compose-modal">
      <ComposeGate>
        <PostStatusForm draftKey="new" autoFocus label={t('post_status.new_post')} onPosted={onClose} />
      </ComposeGate>
    </Modal>
  );
}
