// The chat route (/users/{username}/chats/{recipient_id}): finds or creates the chat with the
// recipient (POST by-account-id), then shows it. A failure reads 'Something went wrong when
// loading the chat' with a retry.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { selectChatIdFor } from '../../store/chatsSlice';
import { openChatWithAccount } from '../../store/chatsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Spinner } from '../../ui/Spinner';
import { ChatView } from './ChatView';
import { useChatsSlice } from './useChatsSlice';
import './chats.css';

export default function ChatPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { recipientId = '' } = useParams();
  const ready = useChatsSlice();
  const known = useAppSelector((s) => selectChatIdFor(s, recipientId));
  const [failed, setFailed] = useState(false);

  const open = useCallback(() => {
    setFailed(false);
    dispatch(openChatWithAccount(recipientId)).catch((e: unknown) => {
      console.error('error loading chat', e);
      setFailed(true);
    });
  }, [dispatch, recipientId]);

  useEffect(() => {
    if (ready && !known) open();
  }, [ready, known, open]);

  if (known) return <ChatView key={known} chatId={known} />;
  return (
    <section className="panel chats">
      {failed ? (
        <div className="chats__message" role="alert">
          <p>{t('chats.error_loading_chat')}</p>
          <button type="button" className="btn" onClick={open}>
            {t('chats.try_again')}
          </button>
        </div>
      ) : (
        <p className="chats__message">
          <Spinner label={t('general.loading')} />
        </p>
      )}
    </section>
  );
}
