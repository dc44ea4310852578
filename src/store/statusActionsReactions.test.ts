import { addReaction, fetchReactions, removeReaction } from '../api/reactions';
import { applyReaction, normalizeReactionList, reactionName, toggleReaction } from './statusActionsReactions';
import { makeStatus } from './testing';
import { makeStore } from './index';

vi.mock('../api/reactions', () => ({ addReaction: vi.fn(), removeReaction: vi.fn(), fetchReactions: vi.fn() }));

const thumbs = { name: '👍', count: 2, me: false, url: null, accounts: ['2', '3'] };

describe('reactions', () => {
  it('strips colons from custom emoji names', () => {
    expect(reactionName(':blob:')).toBe('blob');
    expect(reactionName('👍')).toBe('👍');
  });

  it('adds and removes the own reaction locally', () => {
    const added = applyReaction([thumbs], '👍', true, '1');
    expect(added[0]).toMatchObject({ count: 3, me: true, accounts: ['2', '3', '1'] });
    expect(applyReaction(added, '👍', false, '1')[0]).toMatchObject({ count: 2, me: false });
    const fresh = applyReaction([], '🔥', true, '1');
    expect(fresh).toEqual([{ name: '🔥', count: 1, me: true, url: null, accounts: ['1'] }]);
    expect(applyReaction(fresh, '🔥', false, '1')).toEqual([]);
  });

  it('normalizes the reactions list with its accounts', () => {
    const { reactions, users } = normalizeReactionList([{ name: '👍', count: 1, me: true, accounts: [{ id: '9', acct: 'bob', username: 'bob' }] }]);
    expect(reactions).toEqual([{ name: '👍', count: 1, me: true, url: null, accounts: ['9'] }]);
    expect(users.map((u) => u.id)).toEqual(['9']);
  });

  it('toggles on the server, then refetches the list', async () => {
    const store = makeStore({ statuses: { s: makeStatus({ id: 's', emoji_reactions: [thumbs] }) } });
    vi.mocked(addReaction).mockResolvedValueOnce({});
    vi.mocked(fetchReactions).mockResolvedValueOnce([{ name: '👍', count: 3, me: true, accounts: [] }]);
    await store.dispatch(toggleReaction('s', '👍'));
    expect(addReaction).toHaveBeenCalledWith('s', '👍', null);
    expect(store.getState().statuses.s.emoji_reactions[0]).toMatchObject({ count: 3, me: true });
  });

  it('restores the list and emits the error on failure', async () => {
    const store = makeStore({ statuses: { s: makeStatus({ id: 's', emoji_reactions: [{ ...thumbs, me: true }] }) } });
    vi.mocked(removeReaction).mockRejectedValueOnce(new Error('nope'));
    await store.dispatch(toggleReaction('s', '👍'));
    expect(store.getState().statuses.s.emoji_reactions[0]).toMatchObject({ count: 2, me: true });
    expect(store.getState().notices[0]).toMatchObject({ messageKey: 'status_actions.error_react', messageArgs: { error: 'nope' } });
  });
});
