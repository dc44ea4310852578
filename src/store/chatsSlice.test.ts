import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage, SafeHtml } from '../entities/types';
import reducer, {
  chatListReceived,
  chatOpened,
  chatUpdated,
  messagesCulled,
  messagesReceived,
  outgoingAdded,
  outgoingSent,
  outgoingState,
  type ChatsState,
} from './chatsSlice';
import { entitiesReceived } from './actions';
import { makeStore } from './index';
import { selectUnreadChatCount } from './uiSlice';
import { CHAT_HELD } from '../lib/chatRules';
import { makeUser } from './testing';

const msg = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 'c1',
  account_id: '2',
  created_at: '2026-11-20T10:00:00.000Z',
  content: `m${id}` as SafeHtml,
  emojis: [],
  attachments: [],
  card: null,
  pending: false,
  error: false,
  idempotency_key: null,
  ...over,
});
const chat = (id: string, account: string, unread: number, updated_at: string): Chat => ({ id, account, unread, lastMessage: null, updated_at });

const open = (): ChatsState => reducer(undefined, chatOpened({ chatId: 'c1', outgoing: [] }));

describe('chats slice', () => {
  it('orders the list by last activity and maps recipients to chats', () => {
    let s = reducer(undefined, chatListReceived([chat('a', '5', 0, '2026-11-01T00:00:00Z'), chat('b', '6', 2, '2026-11-02T00:00:00Z')]));
    expect(s.ids).toEqual(['b', 'a']);
    s = reducer(s, chatUpdated(chat('a', '5', 1, '2026-11-03T00:00:00Z')));
    expect(s.ids).toEqual(['a', 'b']);
    expect(s.byRecipient).toEqual({ '5': 'a', '6': 'b' });
  });

  it('counts new messages from the other side only, and keeps ids in numeric order', () => {
    let s = open();
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: [msg('99'), msg('98')], me: '1', bottomedOut: false }));
    expect(s.view!.ids).toEqual(['98', '99']);
    expect(s.view!.newMessageCount).toBe(0);
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: [msg('100'), msg('101', { account_id: '1' })], me: '1' }));
    expect(s.view!.ids).toEqual(['98', '99', '100', '101']);
    expect(s.view!.newMessageCount).toBe(1);
    // Another chat's page is ignored.
    s = reducer(s, messagesReceived({ chatId: 'other', messages: [msg('200')], me: '1' }));
    expect(s.view!.ids).not.toContain('200');
  });

  it('replaces a pending message with the server one carrying its idempotency key (no duplicate)', () => {
    let s = open();
    s = reducer(s, outgoingAdded(msg('local-k', { account_id: '1', pending: true, idempotency_key: 'k' })));
    expect(s.view!.outgoing).toEqual(['local-k']);
    // The poll brings the message before the POST answer does.
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: [msg('300', { account_id: '1', idempotency_key: 'k' })], me: '1' }));
    expect(s.view!.outgoing).toEqual([]);
    s = reducer(s, outgoingSent({ localId: 'local-k', message: msg('300', { account_id: '1', idempotency_key: 'k' }) }));
    expect(s.view!.ids).toEqual(['300']);
    expect(Object.keys(s.view!.byId)).toEqual(['300']);
  });

  it('marks a failed message and culls all but the newest 50 server messages', () => {
    let s = open();
    s = reducer(s, outgoingAdded(msg('local-x', { pending: true })));
    s = reducer(s, outgoingState({ chatId: 'c1', localId: 'local-x', pending: false, error: true }));
    expect(s.view!.byId['local-x']).toMatchObject({ pending: false, error: true });
    const many = Array.from({ length: 60 }, (_, i) => msg(String(1000 + i)));
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: many, me: '1', bottomedOut: true }));
    s = reducer(s, messagesCulled());
    expect(s.view!.ids).toHaveLength(50);
    expect(s.view!.ids[0]).toBe('1010');
    expect(s.view!.bottomedOut).toBe(false);
    expect(s.view!.byId['1000']).toBeUndefined();
    expect(s.view!.outgoing).toEqual(['local-x']);
  });

  it('holds at most CHAT_HELD when messages arrive, dropping the oldest; paging up may hold more', () => {
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => msg(String(10_000 + from + i)));
    let s = reducer(open(), messagesReceived({ chatId: 'c1', messages: page(0, CHAT_HELD - 10), me: '1', bottomedOut: true }));
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: page(CHAT_HELD - 10, 100), me: '1' }));
    expect(s.view!.ids).toHaveLength(CHAT_HELD);
    expect(s.view!.ids[s.view!.ids.length - 1]).toBe(String(10_000 + CHAT_HELD + 89));
    expect(s.view!.byId['10000']).toBeUndefined();
    expect(s.view!.bottomedOut).toBe(false);
    expect(s.view!.newMessageCount).toBe(100);
    // The reader's own paging up is kept, and arrivals then push out only as many as arrive.
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: page(-100, 100), me: '1', older: true, bottomedOut: false }));
    expect(s.view!.ids).toHaveLength(CHAT_HELD + 100);
    s = reducer(s, messagesReceived({ chatId: 'c1', messages: page(CHAT_HELD + 90, 5), me: '1' }));
    expect(s.view!.ids).toHaveLength(CHAT_HELD + 100);
    expect(s.view!.ids[0]).toBe(String(10_000 - 100 + 5));
  });

  it('feeds the unread badge: the chat list once loaded, else the account count', () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', unread_chat_count: 4, credentials: true })] }));
    const state = { ...store.getState(), auth: { ...store.getState().auth, currentUserId: '1' } };
    expect(selectUnreadChatCount(state)).toBe(4);
    const chats = reducer(undefined, chatListReceived([chat('a', '5', 2, 'x'), chat('b', '6', 1, 'y')]));
    expect(selectUnreadChatCount({ ...state, chats })).toBe(3);
  });

  it('keeps the chat token and unread count of one’s own account when a public view arrives', () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', token: 'chat-token', unread_chat_count: 2, credentials: true })] }));
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', token: null, unread_chat_count: 0, credentials: false })] }));
    expect(store.getState().users['1']).toMatchObject({ token: 'chat-token', unread_chat_count: 2 });
  });
});
