// 'Replies:' under a status of a conversation: links to its direct replies in the thread.
import { useTranslation } from '../../i18n/react';
import { shallowEqual } from 'react-redux';
import { Link } from '../../ui/Link';
import { conversationPath } from '../../ui/links';
import { useAppSelector } from '../../store/hooks';
import { selectStatusById } from '../../store/statusesSlice';
import { selectUserById } from '../../store/usersSlice';

export function RepliesList({ parentId, ids }: { parentId: string; ids: string[] }) {
  const { t } = useTranslation();
  const replies = useAppSelector(
    (s) =>
      ids
        .filter((id) => selectStatusById(s, id)?.in_reply_to_status_id === parentId)
        .map((id) => {
          const author = selectUserById(s, selectStatusById(s, id)?.user ?? '');
          return { id, name: author ? author.screen_name_ui || author.screen_name : '' };
        }),
    (a, b) => a.length === b.length && a.every((r, i) => shallowEqual(r, b[i])),
  );
  if (replies.length === 0) return null;
  return (
    <p className="conversation-replies faint">
      {t('conversation.replies')}{' '}
      {replies.map((r, i) => (
        <Link key={r.id} to={conversationPath(r.id)} className="conversation-replies__item">
          {t('conversation.reply_link', { index: i + 1, name: r.name })}
        </Link>
      ))}
    </p>
  );
}
