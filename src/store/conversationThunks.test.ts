import { fetchContext, fetchStatus } from '../api/statuses';
import { conversationClosed } from './conversationsSlice';
import { fetchConversation } from './conversationThunks';
import { makeStore } from './index';

vi.mock('../api/statuses', () => ({ fetchStatus: vi.fn(), fetchContext: vi.fn() }));

const alice = { id: 'a', username: 'alice', acct: 'alice', display_name: 'Alice', note: '', avatar: '', url: '' };
const raw = (id: string, replyTo: string | null = null) => ({
  id,
  content: `<p>${id}</p>`,
  created_at: '2024-05-01T10:00:00.000Z',
  account: alice,
  visibility: 'public',
  in_reply_to_id: replyTo,
  media_attachments: [],
  mentions: [],
});

beforeEach(() => {
  vi.mocked(fetchStatus).mockResolvedValue(raw('2', '1'));
  vi.mocked(fetchContext).mockResolvedValue({
    ancestors: [raw('1')],
    descendants: Array.from({ length: 30 }, (_, i) => raw(`r${i}`, '2')),
  });
});

describe('fetchConversation', () => {
  it('puts the focused status in before its context, then the whole thread', async () => {
    const store = makeStore();
    let loadedWhenFocusedCame: boolean | null = null;
    store.subscribe(() => {
      const s = store.getState();
      if (loadedWhenFocusedCame === null && s.statuses['2']) loadedWhenFocusedCame = s.conversations['2']?.loaded ?? false;
    });
    await store.dispatch(fetchConversation('2'));
    expect(loadedWhenFocusedCame).toBe(false);
    expect(store.getState().conversations['2']).toMatchObject({ loaded: true, ancestors: ['1'] });
    expect(store.getState().conversations['2']?.descendants).toHaveLength(30);
    expect(store.getState().statuses.r29?.in_reply_to_status_id).toBe('2');
  });

  it('does not bring back a page left before its context came, nor keep that context', async () => {
    const store = makeStore();
    const done = store.dispatch(fetchConversation('2'));
    store.dispatch(conversationClosed('2'));
    await done;
    expect(store.getState().conversations['2']).toBeUndefined();
    expect(store.getState().statuses.r0).toBeUndefined();
  });
});
