// The scroll rules of a chat: the top loads older messages (keeping what is on screen
// in place); within 150 px of the bottom the jump button hides, new messages scroll into view,
// old ones are culled after 5 s and the chat is marked read after 1.5 s; a layout change (an
// image loading, the form growing) keeps the view at the bottom only within 10 px of it. Read is
// sent again when the tab becomes visible.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  CULL_AFTER_MS,
  distanceFromBottom,
  LAYOUT_BOTTOM_PX,
  MARK_READ_AFTER_MS,
  NEAR_BOTTOM_PX,
} from '../../lib/chatRules';
import type { ChatViewState } from '../../store/chatsSlice';
import { loadOlderMessages, markChatRead } from '../../store/chatsThunks';
import { messagesCulled, newMessagesSeen } from '../../store/chatsSlice';
import { useAppDispatch } from '../../store/hooks';

const TOP_LOAD_PX = 80;
/** A scroll event this soon after wheel, touch, key or pointer input is the reader's. */
const USER_SCROLL_MS = 700;

export function useChatScroll(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, view: ChatViewState | null) {
  const dispatch = useAppDispatch();
  const [atBottom, setAtBottom] = useState(true);
  const nearBottom = useRef(true);
  const hugging = useRef(true);
  const lastHeight = useRef(0);
  const lastTop = useRef(0);
  const oldest = useRef<string | null>(null);
  const chatId = view?.chatId ?? '';
  const newestId = view ? (view.ids[view.ids.length - 1] ?? null) : null;
  const count = view ? view.ids.length + view.outgoing.length : 0;

  const toBottom = useCallback(
    (smooth = false) => {
      const el = scroller.current;
      if (!el) return;
      if (smooth && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
      else el.scrollTop = el.scrollHeight;
    },
    [scroller],
  );

  // Rows not yet measured have estimated heights (the virtual window's spacers), so the scroll
  // position moves by itself as they render; only a scroll the reader made decides whether we stay
  // at the bottom.
  const userInput = useRef(0);
  const markUserInput = useCallback(() => {
    userInput.current = Date.now();
  }, []);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const distance = distanceFromBottom(el);
    lastTop.current = el.scrollTop;
    if (Date.now() - userInput.current < USER_SCROLL_MS) hugging.current = distance <= LAYOUT_BOTTOM_PX;
    else if (hugging.current && distance > LAYOUT_BOTTOM_PX) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    nearBottom.current = hugging.current || distance <= NEAR_BOTTOM_PX;
    setAtBottom(nearBottom.current);
    if (el.scrollTop <= TOP_LOAD_PX && chatId) void dispatch(loadOlderMessages(chatId));
  }, [scroller, dispatch, chatId]);

  // Messages added or removed: older ones above keep the view in place; new ones below follow
  // the reader only when they were near the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !view) return;
    const first = view.ids[0] ?? null;
    const prepended = oldest.current !== null && first !== null && first !== oldest.current && view.ids.includes(oldest.current);
    if (prepended) {
      // Browsers with scroll anchoring have already kept the view in place; others have not.
      const delta = el.scrollHeight - lastHeight.current;
      if (Math.abs(el.scrollTop - lastTop.current) < delta / 2) el.scrollTop = lastTop.current + delta;
    }
    else if (nearBottom.current) {
      hugging.current = true;
      toBottom();
    }
    oldest.current = first;
    lastHeight.current = el.scrollHeight;
    lastTop.current = el.scrollTop;
  }, [scroller, view, count, newestId, toBottom]);

  // Layout changes without new messages.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (hugging.current) toBottom();
      lastHeight.current = el.scrollHeight;
    });
    observer.observe(inner);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, content, toBottom]);

  const newCount = view?.newMessageCount ?? 0;
  useEffect(() => {
    if (atBottom && newCount > 0) dispatch(newMessagesSeen());
  }, [atBottom, newCount, dispatch]);

  // At the bottom: mark read after 1.5 s, cull after 5 s (both restart when messages arrive).
  useEffect(() => {
    if (!atBottom || !chatId || !view?.loaded) return;
    const read = setTimeout(() => void dispatch(markChatRead(chatId)), MARK_READ_AFTER_MS);
    const cull = setTimeout(() => dispatch(messagesCulled()), CULL_AFTER_MS);
    return () => {
      clearTimeout(read);
      clearTimeout(cull);
    };
  }, [atBottom, chatId, newestId, view?.loaded, dispatch]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && nearBottom.current && chatId) void dispatch(markChatRead(chatId));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [chatId, dispatch]);

  const jump = useCallback(() => {
    nearBottom.current = true;
    hugging.current = true;
    toBottom(true);
    dispatch(newMessagesSeen());
  }, [toBottom, dispatch]);

  const inputHandlers = { onWheel: markUserInput, onTouchMove: markUserInput, onKeyDown: markUserInput, onPointerDown: markUserInput };
  return { atBottom, onScroll, jump, inputHandlers };
}
