import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmojiReaction } from '../../../entities/types';
import { makeStore } from '../../../store';
import { entitiesReceived } from '../../../store/actions';
import { makeStatus, makeUser, renderWithStore } from '../../../store/testing';
import { ReactionsRow } from './ReactionsRow';

vi.mock('../../../api/reactions', () => ({ fetchReactions: vi.fn(() => new Promise(() => {})), addReaction: vi.fn(), removeReaction: vi.fn() }));

const reaction = (name: string, over: Partial<EmojiReaction> = {}): EmojiReaction => ({ name, count: 1, me: false, url: null, accounts: ['b'], ...over });

describe('ReactionsRow', () => {
  it('shows 12 reactions, then +N expands the rest', async () => {
    const emoji = [...'😀😃😄😁😆😅😂🤣🙂🙃😉😊😇🥰'];
    const store = makeStore();
    store.dispatch(entitiesReceived({ statuses: [makeStatus({ id: 's', emoji_reactions: emoji.map((e) => reaction(e)) })] }));
    await renderWithStore(<ReactionsRow status={store.getState().statuses.s} />, { store });
    expect(screen.getAllByRole('button', { name: /reaction$/ })).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more reactions' }));
    expect(screen.getAllByRole('button', { name: /reaction$/ })).toHaveLength(14);
  });

  it('marks the own reaction pressed and names who reacted on hover', async () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: 'b', name: 'Bob' })], statuses: [makeStatus({ id: 's', emoji_reactions: [reaction('👍', { me: true })] })] }));
    await renderWithStore(<ReactionsRow status={store.getState().statuses.s} />, { store });
    const button = screen.getByRole('button', { name: '👍: 1 reaction' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bob');
  });
});
