import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { votePoll } from '../../../api/polls';
import type { Poll, SafeHtml } from '../../../entities/types';
import { makeStore } from '../../../store';
import { entitiesReceived } from '../../../store/actions';
import { setCurrentUser, setToken } from '../../../store/authSlice';
import { makeStatus, makeUser, renderWithStore } from '../../../store/testing';
import { PollView } from './PollView';

vi.mock('../../../api/polls', () => ({ votePoll: vi.fn(), fetchPoll: vi.fn() }));

const option = (title: string, votes_count: number) => ({ title, title_html: title as SafeHtml, votes_count });
const poll = (over: Partial<Poll> = {}): Poll => ({
  id: 'p1',
  options: [option('Tea', 1), option('Coffee', 3)],
  multiple: false,
  votes_count: 4,
  voters_count: 4,
  voted: false,
  expired: false,
  expires_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
  choices: [],
  emojis: [],
  ...over,
});

function setup(p: Poll, signedIn = true) {
  const store = makeStore();
  store.dispatch(entitiesReceived({ users: [makeUser({ id: 'me' })], statuses: [makeStatus({ id: 's', poll: p })] }));
  if (signedIn) {
    store.dispatch(setToken('tok'));
    store.dispatch(setCurrentUser('me'));
  }
  const View = () => <PollView status={store.getState().statuses.s} />;
  return { store, View };
}

describe('PollView', () => {
  it('offers radios for a single-choice poll; Vote needs a choice', async () => {
    const { store, View } = setup(poll());
    vi.mocked(votePoll).mockResolvedValueOnce({ id: 'p1', options: [{ title: 'Tea', votes_count: 2 }, { title: 'Coffee', votes_count: 3 }], voted: true, own_votes: [0], votes_count: 5 });
    await renderWithStore(<View />, { store });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    const vote = screen.getByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Tea' }));
    expect(vote).toBeEnabled();
    await userEvent.click(vote);
    await waitFor(() => expect(votePoll).toHaveBeenCalledWith('p1', [0], 'tok'));
    expect(store.getState().statuses.s.poll).toMatchObject({ voted: true, choices: [0], votes_count: 5 });
    expect(screen.getByText('4 people voted')).toBeInTheDocument();
    expect(screen.getByText('Ends in 3h')).toBeInTheDocument();
  });

  it('offers checkboxes for a multiple-choice poll', async () => {
    const { store, View } = setup(poll({ multiple: true }));
    await renderWithStore(<View />, { store });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('shows results with percentages and the own choice when voted', async () => {
    const { store, View } = setup(poll({ voted: true, choices: [1] }));
    await renderWithStore(<View />, { store });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('Your choice')).toBeInTheDocument();
  });

  it('shows results to visitors and after expiry', async () => {
    const visitor = setup(poll(), false);
    const { unmount } = await renderWithStore(<visitor.View />, { store: visitor.store });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    unmount();
    const ended = setup(poll({ expired: true, expires_at: new Date(Date.now() - 2.5 * 86400_000).toISOString() }));
    await renderWithStore(<ended.View />, { store: ended.store });
    expect(screen.getByText('Ended 2d ago')).toBeInTheDocument();
  });

  it('says "Ended just now", not "Ended just now ago", right after the end', async () => {
    const ended = setup(poll({ expired: true, expires_at: new Date(Date.now() - 200).toISOString() }));
    await renderWithStore(<ended.View />, { store: ended.store });
    expect(screen.getByText('Ended just now')).toBeInTheDocument();
  });
});
