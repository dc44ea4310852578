// The restricted post form of a chat: text with emoji autocomplete and picker,
// at most one attachment, no subject, scope, poll, sensitivity or preview. Enter sends and
// Shift+Enter is a new line, on a phone too (one rule everywhere; the on-screen
// keyboard's Enter key is labelled "send"); phones get no autofocus. The field grows up to 160 px. Sending hands the text to the outbox at once, so nothing typed is lost.
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { INPUT_MAX_HEIGHT_PX } from '../../lib/chatRules';
import { sendChatMessage } from '../../store/chatsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectIsMobile } from '../../store/uiSlice';
import { IconButton } from '../../ui/IconButton';
import { useUploads } from '../compose/useUploads';
import EmojiInput from '../emoji-input/EmojiInput';

/** Unsent text per chat, kept while the person looks at another screen. */
const drafts = new Map<string, string>();

export function ChatPostForm({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isMobile = useAppSelector(selectIsMobile);
  const { uploadlimit } = useAppSelector(selectInstance);
  const [text, setTextState] = useState(() => drafts.get(chatId) ?? '');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const uploads = useUploads({ sizeLimit: uploadlimit, onUploaded: setAttachment });

  const setText = useCallback(
    (value: string) => {
      drafts.set(chatId, value);
      setTextState(value);
      setError(null);
    },
    [chatId],
  );

  useLayoutEffect(() => {
    const field = box.current?.querySelector('textarea');
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.min(field.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    const content = text.trim();
    if (!content && !attachment) {
      setError(t('chats.empty_message_error'));
      return;
    }
    dispatch(sendChatMessage(chatId, content, attachment));
    drafts.delete(chatId);
    setTextState('');
    setAttachment(null);
    box.current?.querySelector('textarea')?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || suggesting || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  const busy = uploads.uploads.length > 0;
  const shownError = error ?? uploads.error;
  return (
    <form className="chat-form" onSubmit={onSubmit} noValidate>
      {shownError && (
        <p id={errorId} className="alert alert-error chat-form__error" role="alert">
          {shownError}
        </p>
      )}
      {attachment && (
        <div className="chat-form__attachment">
          <span className="chat-form__file">{attachment.description || attachment.url.split('/').pop()}</span>
          <IconButton icon="close" label={t('chats.remove_attachment')} onClick={() => setAttachment(null)} />
        </div>
      )}
      {busy && <p className="chat-form__uploading">{t('chats.uploading')}</p>}
      <div className="chat-form__row" ref={box}>
        <IconButton
          icon="plus"
          label={t('chats.attach')}
          disabled={!!attachment || busy}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            uploads.clearError();
            if (file) void uploads.start(file);
          }}
        />
        <EmojiInput value={text} onChange={setText} enableEmojiPicker onSuggestionsOpenChange={setSuggesting} className="chat-form__input">
          {(field) => (
            <textarea
              {...field}
              rows={1}
              className="field chat-form__text"
              aria-label={t('chats.message_label')}
              aria-describedby={shownError ? errorId : undefined}
              placeholder={t('chats.message_placeholder')}
              autoFocus={!isMobile}
              enterKeyHint="send"
              onKeyDown={(e) => {
                field.onKeyDown?.(e);
                if (!e.defaultPrevented) onKeyDown(e);
              }}
            />
          )}
        </EmojiInput>
        <button type="submit" className="btn btn-primary chat-form__send" disabled={busy}>
          {t('chats.send')}
        </button>
      </div>
    </form>
  );
}
