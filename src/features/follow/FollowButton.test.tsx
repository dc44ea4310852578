import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountAction, fetchRelationships } from '../../api/accounts';
import { makeStore } from '../../store';
import { setToken } from '../../store/authSlice';
import { relationshipsReceived, blankRelationship } from '../../store/relationshipsSlice';
import { makeUser, renderWithStore } from '../../store/testing';
import { setOption } from '../../store/configSlice';
import { usersReceived } from '../../store/usersSlice';
import { ConfirmHost } from '../../ui/ConfirmHost';
import { FollowButton } from './FollowButton';

vi.mock('../../api/accounts', () => ({ accountAction: vi.fn(), fetchRelationships: vi.fn() }));

function setup() {
  const store = makeStore();
  store.dispatch(setToken('t'));
  store.dispatch(relationshipsReceived([blankRelationship('5')]));
  return renderWithStore(<FollowButton userId="5" />, { store });
}

describe('FollowButton', () => {
  beforeEach(() => {
    vi.mocked(accountAction).mockReset();
    vi.mocked(fetchRelationships).mockReset();
  });

  it('locked account: follow → request sent; a second click cancels the request', async () => {
    vi.mocked(accountAction).mockResolvedValueOnce({ ...blankRelationship('5'), requested: true });
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const sent = await screen.findByRole('button', { name: 'Request sent!' });
    expect(sent).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toHaveAttribute('title', 'Cancel request');
    expect(accountAction).toHaveBeenCalledWith('5', 'follow', 't', undefined);

    vi.mocked(accountAction).mockResolvedValueOnce(blankRelationship('5'));
    await userEvent.click(sent);
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(accountAction).toHaveBeenLastCalledWith('5', 'unfollow', 't', undefined);
  });

  it('re-checks the relationship until the server says following', async () => {
    vi.mocked(accountAction).mockResolvedValueOnce(blankRelationship('5'));
    vi.mocked(fetchRelationships).mockResolvedValueOnce([blankRelationship('5')]).mockResolvedValueOnce([{ ...blankRelationship('5'), following: true }]);
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Requesting…' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Following!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchRelationships).toHaveBeenCalledTimes(2);
  });
});

describe('FollowButton on a locked account', () => {
  beforeEach(() => vi.mocked(accountAction).mockReset());

  function setupLocked(ask = true) {
    const store = makeStore();
    store.dispatch(setToken('t'));
    store.dispatch(usersReceived([makeUser({ id: '5', screen_name: 'carol', screen_name_ui: 'carol', locked: true })]));
    store.dispatch(relationshipsReceived([{ ...blankRelationship('5'), following: true }]));
    if (!ask) store.dispatch(setOption({ name: 'confirmUnfollowLocked', value: false }));
    return renderWithStore(
      <>
        <FollowButton userId="5" />
        <ConfirmHost />
      </>,
      { store },
    );
  }

  it('asks before unfollowing; Cancel keeps the follow', async () => {
    await setupLocked();
    await userEvent.click(screen.getByRole('button', { name: 'Following!' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfollow carol?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(accountAction).not.toHaveBeenCalled();

    vi.mocked(accountAction).mockResolvedValueOnce(blankRelationship('5'));
    await userEvent.click(screen.getByRole('button', { name: 'Following!' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(accountAction).toHaveBeenCalledWith('5', 'unfollow', 't', undefined);
  });

  it('unfollows at once when the preference is off', async () => {
    vi.mocked(accountAction).mockResolvedValueOnce(blankRelationship('5'));
    await setupLocked(false);
    await userEvent.click(screen.getByRole('button', { name: 'Following!' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
