// Every kept action shows where it was made that it waits, or what the server said when it refused.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Poll, SafeHtml } from '../../entities/types';
import { makeStore } from '../../store';
import { entitiesReceived } from '../../store/actions';
import { setCurrentUser, setToken } from '../../store/authSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { publishOutbox } from '../../store/outbox/marks';
import type { OutboxEntry } from '../../store/outbox/types';
import { blankRelationship } from '../../store/relationshipsSlice';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { AccountActions } from '../account-actions/AccountActions';
import { FollowButton } from '../follow/FollowButton';
import { ExtraMenu } from '../status/actions/ExtraMenu';
import { ToggleAction } from '../status/actions/ToggleAction';
import { ReactionsRow } from '../status/actions/ReactionsRow';
import { PollView } from '../status/poll/PollView';

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: Math.random().toString(36),
  seq: 1,
  userId: 'me',
  state: 'waiting',
  error: null,
  method: 'POST',
  path: '/',
  headers: {},
  kind: 'bookmark',
  target: 's',
  pairKey: null,
  on: true,
  ...over,
});

const poll: Poll = {
  id: 'p1',
  options: [{ title: 'Tea', title_html: 'Tea' as SafeHtml, votes_count: 1 }],
  multiple: false,
  votes_count: 1,
  voters_count: 1,
  voted: true,
  expired: false,
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  choices: [0],
  emojis: [],
};

function signedIn() {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ bookmarksAvailable: true, pleromaBackend: false, pleromaChatMessagesAvailable: false }));
  store.dispatch(
    entitiesReceived({
      users: [makeUser({ id: 'me' }), makeUser({ id: 'a' })],
      statuses: [makeStatus({ id: 's', user: 'a', bookmarked: true, poll, emoji_reactions: [{ name: '👍', count: 1, me: true, url: null, accounts: ['me'] }] })],
    }),
  );
  store.dispatch(setToken('tok'));
  store.dispatch(setCurrentUser('me'));
  return store;
}

afterEach(() => publishOutbox({ entries: [], volatile: false }));

describe('outbox marks where the action was made', () => {
  it('bookmark: the extra menu item and its button say it waits', async () => {
    const store = signedIn();
    publishOutbox({ entries: [entry({ kind: 'bookmark', pairKey: 'status:s:bookmark' })], volatile: false });
    await renderWithStore(<ExtraMenu status={store.getState().statuses.s} />, { store });
    const trigger = screen.getByRole('button', { name: 'More actions' });
    expect(trigger).toHaveAccessibleDescription('Waiting to send');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /^Remove bookmark\s+Waiting to send$/ })).toBeInTheDocument();
  });

  it('a waiting unbookmark stays shown when an answer brings the status still bookmarked on the server', async () => {
    const store = signedIn(); // the status as the server had it: bookmarked
    publishOutbox({ entries: [entry({ kind: 'bookmark', on: false, pairKey: 'status:s:bookmark' })], volatile: false });
    await renderWithStore(<ExtraMenu status={store.getState().statuses.s} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: /^Bookmark\s+Waiting to send$/ })).toBeInTheDocument();
  });

  it('favourite: the button is pressed as the waiting click left it, not as an older answer says', async () => {
    const store = signedIn();
    store.dispatch(entitiesReceived({ statuses: [makeStatus({ id: 's', user: 'a', favorited: false })] }));
    publishOutbox({ entries: [entry({ kind: 'favourite', on: true, pairKey: 'status:s:favourite' })], volatile: false });
    await renderWithStore(<ToggleAction kind="favourite" status={store.getState().statuses.s} showCount={false} disabled={false} />, { store });
    expect(screen.getByRole('button', { name: /^Favorite/ })).toHaveAttribute('aria-pressed', 'true');
    act(() => publishOutbox({ entries: [], volatile: false }));
    expect(screen.getByRole('button', { name: /^Favorite/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('pin and mute conversation: a refusal is read out with the server words', async () => {
    const store = signedIn();
    publishOutbox({ entries: [entry({ kind: 'mute_thread', pairKey: 'status:s:mute_thread', state: 'refused', error: 'Record not found' })], volatile: false });
    await renderWithStore(<ExtraMenu status={store.getState().statuses.s} />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Not sent: Record not found');
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: /^Mute conversation\s+Not sent: Record not found$/ })).toBeInTheDocument();
  });

  it('reaction: the reaction the person added says it waits', async () => {
    const store = signedIn();
    publishOutbox({ entries: [entry({ kind: 'react', pairKey: 'status:s:react:👍' })], volatile: false });
    await renderWithStore(<ReactionsRow status={store.getState().statuses.s} />, { store });
    expect(screen.getByRole('button', { name: '👍: 1 reaction' })).toHaveAccessibleDescription('Waiting to send');
  });

  it('reaction removed offline that was its last count: a "removing" chip keeps the mark until it is sent', async () => {
    const store = signedIn();
    store.dispatch(entitiesReceived({ statuses: [makeStatus({ id: 's', user: 'a', emoji_reactions: [] })] }));
    const removal = entry({ kind: 'react', method: 'DELETE', on: false, pairKey: 'status:s:react:👍' });
    publishOutbox({ entries: [removal], volatile: false });
    await renderWithStore(<ReactionsRow status={store.getState().statuses.s} />, { store });
    expect(await screen.findByRole('button', { name: '👍: removing your reaction' })).toHaveAccessibleDescription('Waiting to send');
    act(() => publishOutbox({ entries: [], volatile: false }));
    expect(screen.queryByRole('button', { name: '👍: removing your reaction' })).toBeNull();
  });

  it('poll vote: the results say the vote waits, and a refusal is read out', async () => {
    const store = signedIn();
    publishOutbox({ entries: [entry({ kind: 'vote', target: 'p1' })], volatile: false });
    await renderWithStore(<PollView status={store.getState().statuses.s} />, { store });
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    act(() => publishOutbox({ entries: [entry({ kind: 'vote', target: 'p1', state: 'refused', error: 'Already voted' })], volatile: false }));
    expect(await screen.findByRole('status')).toHaveTextContent('Not sent: Already voted');
  });

  it('block and mute of an account: the menu items and the note beside it', async () => {
    const store = signedIn();
    const bob = makeUser({ id: '5', screen_name: 'bob' });
    publishOutbox({ entries: [entry({ kind: 'block', target: '5', pairKey: 'account:5:block' })], volatile: false });
    await renderWithStore(<AccountActions user={bob} relationship={{ ...blankRelationship('5'), blocking: true }} />, { store });
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account actions' }));
    expect(await screen.findByRole('menuitem', { name: /^Unblock\s+Waiting to send$/ })).toBeInTheDocument();
  });

  it('follow: the button names its waiting follow (the shared note)', async () => {
    const store = signedIn();
    publishOutbox({ entries: [entry({ kind: 'follow', target: 'a', pairKey: 'account:a:follow' })], volatile: false });
    await renderWithStore(<FollowButton userId="a" />, { store });
    expect(screen.getByRole('button', { name: /Waiting to send/ })).toBeInTheDocument();
  });
});
