import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountAction, fetchRelationships } from '../../api/accounts';
import { makeStore } from '../../store';
import { setToken } from '../../store/authSlice';
import { relationshipsReceived, blankRelationship } from '../../store/relationshipsSlice';
import { renderWithStore } from '../../store/testing';
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
