// 'Replies:' under a status of a conversation: links to its direct replies in the thread.
import { useTranslation } from '../../i18n/react';
import { shallowEqual } from 'react-redux';
import { Link } from '../../ui/Link';
import { conversationPath } from '../../ui/links';
import { useAppSelector } from '../../store/hooks';
import { selectRepliesByParent, type ReplyLink } from './repliesByParent';

const NONE: ReplyLink[] = [];

export function RepliesList({ parentId, ids }: { parentId: string; ids: string[] }) {
  const { t } = useTranslation();
  const replies = useAppSelector(
    (s) => selectRepliesByParent(s, ids).get(parentId) ?? NONE,
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
