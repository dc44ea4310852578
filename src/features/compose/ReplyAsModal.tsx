// "Reply as…": the reply form in a dialog, posting as the kept account chosen in
// "Act as another account"; its author can still be switched before posting.
import type { Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import { Modal } from '../../ui/Modal';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';

export default function ReplyAsModal({ status, author, onClose }: { status: Status; author: string; onClose: () => void }) {
  const { t } = useTranslation();
  const replied = useAppSelector((s) => selectUserById(s, status.user));
  const title = t('post_status.reply_to', { name: replied?.screen_name ?? '' });
  return (
    <Modal open onClose={onClose} title={title} className="compose-modal">
      <ComposeGate>
        <PostStatusForm draftKey={`reply:${status.id}`} replyTo={status} author={author} autoFocus label={title} onPosted={onClose} />
      </ComposeGate>
    </Modal>
  );
}
