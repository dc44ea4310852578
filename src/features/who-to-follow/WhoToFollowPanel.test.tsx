import { screen } from '@testing-library/react';
import { fetchSuggestions } from '../../api/suggestions';
import { renderWithStore } from '../../store/testing';
import WhoToFollowPanel from './WhoToFollowPanel';

vi.mock('../../api/suggestions', () => ({ fetchSuggestions: vi.fn() }));
const suggestions = vi.mocked(fetchSuggestions);

const acct = (id: string) => ({ id, acct: `user${id}`, username: `user${id}`, display_name: `User ${id}` });

describe('WhoToFollowPanel', () => {
  it('shows three Loading... rows, then the first three suggestions', async () => {
    let resolve!: (v: unknown) => void;
    suggestions.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await renderWithStore(<WhoToFollowPanel />);
    expect(screen.getAllByText('Loading...')).toHaveLength(3);
    // v2-style entries ({ account }) are unwrapped too.
    resolve([acct('1'), { account: acct('2') }, acct('3'), acct('4')]);
    expect(await screen.findByRole('link', { name: 'User 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User 4' })).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/who-to-follow');
  });
});
