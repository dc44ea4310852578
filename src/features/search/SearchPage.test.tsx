import { fireEvent, screen } from '@testing-library/react';
import { search2 } from '../../api/search';
import { renderWithStore } from '../../store/testing';
import SearchPage from './SearchPage';

vi.mock('../../api/search', () => ({ search2: vi.fn() }));
const search = vi.mocked(search2);

beforeEach(() => search.mockReset());

describe('SearchPage', () => {
  it('opens the first non-empty tab and shows counts; empty tabs say so', async () => {
    search.mockResolvedValueOnce({
      accounts: [],
      statuses: [],
      hashtags: [{ name: 'cats', url: '', history: [{ day: '1', uses: '5', accounts: '2' }] }],
    });
    await renderWithStore(<SearchPage />, { path: '/search?query=cats' });
    const tag = await screen.findByRole('link', { name: '#cats' });
    expect(tag).toHaveAttribute('href', '/tag/cats');
    expect(screen.getByText(/2 people talking/)).toHaveTextContent('5 uses');
    expect(screen.getByRole('tab', { name: /Hashtags/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: /People/ }));
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ q: 'cats', resolve: false }), null);
  });

  it('does nothing without a query', async () => {
    await renderWithStore(<SearchPage />, { path: '/search' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the search error with a retry', async () => {
    search.mockRejectedValueOnce(new Error('down'));
    await renderWithStore(<SearchPage />, { path: '/search?query=x' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching search result');
    search.mockResolvedValueOnce({ accounts: [], statuses: [], hashtags: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
  });
});
