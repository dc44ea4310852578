// One chat in the list: recipient avatar and name, the last message on one line with its custom
// emoji as pictures (prefixed 'You:' when it is ours), its relative time (updated every 60 s) and
// the unread count.
import { Link } from '../../ui/Link';
import { inlinePreview } from '../../entities/inlinePreview';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { selectChat } from '../../store/chatsSlice';
import { useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { chatPath } from '../../ui/links';
import { SafeHtml } from '../../ui/SafeHtml';
import { Timeago } from '../../ui/Timeago';

export function ChatListItem({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const chat = useAppSelector((s) => selectChat(s, chatId));
  const user = useAppSelector((s) => (chat ? selectUserById(s, chat.account) : undefined));
  const me = useAppSelector(selectCurrentUser);
  if (!chat || !user || !me) return null;
  const last = chat.lastMessage;
  const text = last ? inlinePreview(last.content) : '';
  const preview = text ? <SafeHtml as="span" html={text} /> : last && last.attachments.length > 0 ? '📎' : '';
  return (
    <Link to={chatPath(me.screen_name, user.id)} className="chat-list-item">
      <Avatar user={user} alt="" size={44} />
      <span className="chat-list-item__main">
        <span className="chat-list-item__top">
          <span className="chat-list-item__name">{user.name_html ? <SafeHtml as="span" html={user.name_html} /> : user.name || user.screen_name}</span>
          {chat.updated_at && <Timeago time={chat.updated_at} autoUpdate={60} className="chat-list-item__time" />}
        </span>
        <span className="chat-list-item__last">
          {last && last.account_id === me.id && <span className="chat-list-item__you">{t('chats.you')} </span>}
          {preview}
        </span>
      </span>
      <Badge count={chat.unread} label={t('chats.unread', { count: chat.unread })} />
    </Link>
  );
}
