// The chats route: the list with the 'new' button and the empty placeholder;
// 'new' switches to the new-chat view. The Shell's ChatsService keeps the list polled.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { fetchChatList } from '../../store/chatsThunks';
import { selectChatIds, selectChatsLoaded, selectChatsFailed } from '../../store/chatsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Spinner } from '../../ui/Spinner';
import { ChatListItem } from './ChatListItem';
import { NewChat } from './NewChat';
import { useChatsSlice } from './useChatsSlice';
import './chats.css';

export default function ChatListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const ready = useChatsSlice();
  const ids = useAppSelector(selectChatIds);
  const loaded = useAppSelector(selectChatsLoaded);
  const failed = useAppSelector(selectChatsFailed);
  const [composing, setComposing] = useState(false);

  useEffect(() => {
    if (ready) void dispatch(fetchChatList());
  }, [ready, dispatch]);

  if (composing) return <NewChat onBack={() => setComposing(false)} />;
  return (
    <section className="panel chats" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('chats.chats')}</h2>
        <button type="button" className="btn" onClick={() => setComposing(true)}>
          {t('chats.new')}
        </button>
      </div>
      {!loaded && !failed && (
        <p className="chats__message">
          <Spinner label={t('general.loading')} />
        </p>
      )}
      {failed && !loaded && (
        <p className="chats__message" role="alert">
          {t('chats.error_loading_chat')}
        </p>
      )}
      {loaded && ids.length === 0 && <p className="chats__message">{t('chats.empty')}</p>}
      <ul className="chat-list">
        {ids.map((id) => (
          <li key={id}>
            <ChatListItem chatId={id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
