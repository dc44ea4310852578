// Mounted lazily by the Shell for a signed-in user on a server with chat messages: keeps the chat
// list (and with it the unread count of the nav badge, menu dot and title) fresh. Renders nothing.
import { useCallback } from 'react';
import { fetchChatList } from '../../store/chatsThunks';
import { useAppDispatch } from '../../store/hooks';
import { useChatPolling } from './useChatPolling';
import { useChatsSlice } from './useChatsSlice';

export default function ChatsService() {
  const dispatch = useAppDispatch();
  const ready = useChatsSlice();
  const tick = useCallback(() => void dispatch(fetchChatList()), [dispatch]);
  useChatPolling(tick, ready);
  return null;
}
