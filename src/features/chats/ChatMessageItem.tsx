// One chat message: ours on the other side, content (sanitized, custom emoji), its attachment,
// the time (HH:MM, 24 h), and for ours the pending / waiting-in-the-outbox / failed state (with the
// server's words) with retry, and a menu with delete (a waiting message is taken out of the outbox).
import { memo } from 'react';
import type { ChatMessage } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import type { EffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import { AttachmentItem } from '../status/attachments/AttachmentItem';
import { ChatMessageMenu } from './ChatMessageMenu';
import { selectUserById } from '../../store/usersSlice';

interface Props {
  message: ChatMessage;
  own: boolean;
  config: EffectiveConfig;
  timeFormat: Intl.DateTimeFormat;
  onOpenMedia: (message: ChatMessage) => void;
  onRetry: (id: string) => void;
  onDelete: (id: string) => void;
}

export const ChatMessageItem = memo(function ChatMessageItem({ message: m, own, config, timeFormat, onOpenMedia, onRetry, onDelete }: Props) {
  const { t } = useTranslation();
  const author = useAppSelector((s) => selectUserById(s, m.account_id));
  const date = new Date(m.created_at);
  const classes = [
    'chat-message',
    own && 'chat-message--own',
    m.pending && 'chat-message--pending',
    m.error && 'chat-message--error',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="chat-message">
      {!own && author && <Avatar user={author} alt="" size={32} className="chat-message__avatar" />}
      <div className="chat-message__bubble">
        {m.attachments.map((a) => (
          <div key={a.id} className="chat-message__attachment">
            <AttachmentItem attachment={a} config={config} onOpen={() => onOpenMedia(m)} />
          </div>
        ))}
        {m.content && <SafeHtml className="chat-message__content" html={m.content} />}
        <span className="chat-message__meta">
          {!Number.isNaN(date.getTime()) && <time dateTime={m.created_at}>{timeFormat.format(date)}</time>}
          {m.pending && <span className="chat-message__state">{m.outbox?.state === 'waiting' ? t('status_actions.waiting') : t('chats.pending')}</span>}
          {m.error && (
            <span className="chat-message__state chat-message__state--error" role="status">
              {m.outbox ? t('status_actions.not_sent', { error: m.outbox.error ?? '' }) : t('chats.error_sending_message')}
            </span>
          )}
        </span>
      </div>
      {own && (
        <span className="chat-message__actions">
          {m.error && (
            <button type="button" className="btn btn-plain chat-message__action" onClick={() => onRetry(m.id)}>
              {t('chats.retry')}
            </button>
          )}
          {(!m.pending || m.outbox?.state === 'waiting') && <ChatMessageMenu onDelete={() => onDelete(m.id)} />}
        </span>
      )}
    </div>
  );
});
