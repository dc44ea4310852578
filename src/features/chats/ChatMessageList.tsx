// The messages of the open chat, grouped by day (date separators: 'Today' or day and month),
// in a scroller with the rules of useChatScroll, the jump-to-bottom button with the count of new
// messages (with those waiting in the outbox), and the delete confirmation. Rendering stays bounded
// however many are held: the messages and date lines are a virtual window (ui/virtual) of the
// scroller, so only those near the view are mounted; at the bottom the store is culled to the newest 50.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { groupByDay, isSameDay } from '../../lib/chatRules';
import { selectCurrentUser } from '../../store/authSlice';
import { selectChatView } from '../../store/chatsSlice';
import { deleteChatMessage, refreshChatMessages, retryChatMessage } from '../../store/chatsThunks';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Badge } from '../../ui/Badge';
import { useConfirm } from '../../ui/confirm';
import { Spinner } from '../../ui/Spinner';
import { lazyChunk } from '../../ui/lazyChunk';
import { useOutboxView } from '../../store/outbox/marks';
import { useViewerState } from '../media-viewer/useViewerState';
import { ChatMessageItem } from './ChatMessageItem';
import { outboxChatMessages } from './outboxChatMessages';
import { useChatScroll } from './useChatScroll';
import { useFocusedItem } from '../../ui/virtual/useFocusedItem';
import { useVirtualWindow } from '../../ui/virtual/useVirtualWindow';
import { WindowSegments } from '../../ui/virtual/WindowSegments';

const MediaViewer = lazyChunk(() => import('../media-viewer/MediaViewer'));
const VIEWABLE = new Set(['image', 'video', 'audio']);
/** A chat line's height before it is measured (a short message with its time). */
const LINE_ESTIMATE = 56;

export function ChatMessageList({ chatId }: { chatId: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectChatView);
  const me = useAppSelector(selectCurrentUser);
  const config = useAppSelector(selectEffectiveConfig);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { atBottom, onScroll, jump, inputHandlers } = useChatScroll(scroller, content, view && view.chatId === chatId ? view : null);
  const confirm = useConfirm();
  const [media, setMedia] = useState<ChatMessage['attachments']>([]);
  const viewer = useViewerState();
  const openViewer = viewer.open;

  const { entries } = useOutboxView();
  const messages = useMemo(() => {
    if (!view) return [];
    const held = [...view.ids, ...view.outgoing].map((id) => view.byId[id]).filter(Boolean);
    return [...held, ...outboxChatMessages(entries, view.chatId, me?.id ?? '', held)];
  }, [view, entries, me?.id]);
  // A message gone from the outbox was sent (perhaps by another tab): the server's copy comes now, not at the next poll.
  const waitingHere = entries.filter((e) => e.kind === 'chat' && e.target === chatId && e.state !== 'refused').length;
  const waitedBefore = useRef(waitingHere);
  useEffect(() => {
    if (waitingHere < waitedBefore.current) void dispatch(refreshChatMessages(chatId));
    waitedBefore.current = waitingHere;
  }, [waitingHere, dispatch, chatId]);
  const items = useMemo(() => groupByDay(messages), [messages]);
  // Height-cache keys apart from status ids.
  const keys = useMemo(() => items.map((item) => `chat:${item.key}`), [items]);
  const { pinned, onFocus, onBlur } = useFocusedItem();
  const { segments, observer } = useVirtualWindow(content, keys, pinned, { inScroller: true, estimate: LINE_ESTIMATE, clipTo: scroller });
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), [i18n.locale]);
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long' }), [i18n.locale]);

  const onRetry = useCallback((id: string) => dispatch(retryChatMessage(chatId, id)), [dispatch, chatId]);
  const onDelete = useCallback(
    async (id: string) => {
      const ok = await confirm({ title: t('chats.delete_title'), message: t('chats.delete_confirm'), confirmLabel: t('chats.delete') });
      if (ok) void dispatch(deleteChatMessage(chatId, id));
    },
    [confirm, t, dispatch, chatId],
  );
  const onOpenMedia = useCallback(
    (m: ChatMessage) => {
      const list = m.attachments.filter((a) => VIEWABLE.has(a.type));
      if (list.length === 0) return;
      setMedia(list);
      openViewer(0);
    },
    [openViewer],
  );

  if (!view || view.chatId !== chatId) return <div className="chat-view__scroller" />;
  const newCount = view.newMessageCount;
  const today = new Date();
  return (
    <>
      <div
        ref={scroller}
        className="chat-view__scroller"
        onScroll={onScroll}
        {...inputHandlers}
        role="log"
        aria-label={t('chats.messages')}
        tabIndex={0}
      >
        {view.loadingOlder && <Spinner label={t('chats.loading_older')} />}
        {view.error && (
          <p className="chats__message" role="alert">
            {t('chats.error_loading_chat')}
          </p>
        )}
        {!view.loaded && !view.error && <Spinner label={t('general.loading')} />}
        <div ref={content} className="chat-view__messages" onFocus={onFocus} onBlur={onBlur}>
          <WindowSegments segments={segments} keys={keys} observer={observer}>
            {(index) => {
              const item = items[index]!;
              return item.kind === 'date' ? (
                <div className="chat-view__date">{isSameDay(item.day, today) ? t('chats.today') : dayFormat.format(item.day)}</div>
              ) : (
                <ChatMessageItem
                  message={item.message}
                  own={item.message.account_id === me?.id}
                  config={config}
                  timeFormat={timeFormat}
                  onOpenMedia={onOpenMedia}
                  onRetry={onRetry}
                  onDelete={onDelete}
                />
              );
            }}
          </WindowSegments>
        </div>
      </div>
      {!atBottom && (
        <button
          type="button"
          className="btn chat-view__jump"
          onClick={jump}
          aria-label={newCount > 0 ? t('chats.jump_new', { count: newCount }) : t('chats.jump_to_bottom')}
        >
          <span aria-hidden="true">↓</span>
          <Badge count={newCount} />
        </button>
      )}
      {viewer.index !== null && (
        <Suspense fallback={null}>
          <MediaViewer items={media} index={viewer.index} onIndex={viewer.setIndex} onClose={viewer.close} />
        </Suspense>
      )}
    </>
  );
}
