// One chat: header with back and the recipient, the messages, the post form.
// Opening loads the outbox and the newest page; new messages come from polling every 5 s, or at
// once when a `pleroma:chat_update` (or the list poll) shows a last message we do not have.
import { useCallback, useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { chatClosed, selectChat, selectChatView } from '../../store/chatsSlice';
import { enterChat, refreshChatMessages } from '../../store/chatsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { chatsPath, userProfilePath } from '../../ui/links';
import { SafeHtml } from '../../ui/SafeHtml';
import { ChatMessageList } from './ChatMessageList';
import { ChatPostForm } from './ChatPostForm';
import { useChatPolling } from './useChatPolling';

export function ChatView({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const me = useAppSelector(selectCurrentUser);
  const chat = useAppSelector((s) => selectChat(s, chatId));
  const recipient = useAppSelector((s) => (chat ? selectUserById(s, chat.account) : undefined));
  const { restrictedNicknames } = useAppSelector(selectInstance);
  const loaded = useAppSelector((s) => selectChatView(s)?.chatId === chatId && selectChatView(s)?.loaded === true);
  const missingLast = useAppSelector((s) => {
    const last = selectChat(s, chatId)?.lastMessage?.id;
    const view = selectChatView(s);
    return !!last && !!view && view.chatId === chatId && view.loaded && !view.byId[last];
  });

  useEffect(() => {
    void dispatch(enterChat(chatId));
    return () => {
      dispatch(chatClosed());
    };
  }, [chatId, dispatch]);

  const tick = useCallback(() => void dispatch(refreshChatMessages(chatId)), [dispatch, chatId]);
  useChatPolling(tick, loaded);
  useEffect(() => {
    if (missingLast) void dispatch(refreshChatMessages(chatId));
  }, [missingLast, chatId, dispatch]);

  const name = recipient ? recipient.name || recipient.screen_name : '';
  return (
    <section className="panel chat-view" aria-labelledby={titleId}>
      <div className="panel-heading chat-view__heading">
        <IconButton icon="chevronLeft" label={t('chats.back')} onClick={() => me && navigate(chatsPath(me.screen_name))} />
        {recipient && (
          <Link to={userProfilePath(recipient, restrictedNicknames ?? [])} className="chat-view__recipient">
            <Avatar user={recipient} alt="" size={32} />
            <h2 id={titleId} className="chat-view__title">
              <span className="visually-hidden">{t('chats.chat_with', { name })} </span>
              <span aria-hidden="true">{recipient.name_html ? <SafeHtml as="span" html={recipient.name_html} /> : name}</span>
            </h2>
          </Link>
        )}
      </div>
      <ChatMessageList chatId={chatId} />
      <ChatPostForm chatId={chatId} />
    </section>
  );
}
