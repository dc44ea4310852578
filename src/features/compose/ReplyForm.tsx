// The inline reply form under a status (lazy chunk of the action bar); closes after posting.
import type { Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';
import { selectUserById } from '../../store/usersSlice';

export default function ReplyForm({ status, onClose }: { status: Status; onClose: () => void }) {
  const { t } = useTranslation();
  const author = useAppSelector((s) => selectUserById(s, status.user));
  return (
    <div className="compose-reply">
      <ComposeGate>
        <PostStatusForm
          draftKey={`reply:${status.id}`}
          replyTo={status}
          autoFocus
          label={t('post_status.reply_to', { name: author?.screen_name ?? '' })}
          onPosted={onClose}
        />
      </ComposeGate>
    </div>
  );
}
