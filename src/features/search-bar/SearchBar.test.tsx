import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../test/renderWithStore';
import { SearchBar } from './SearchBar';

function setup(route = '/main/public') {
  return renderWithStore(<SearchBar />, { store: makeTestStore(), route });
}
const expand = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
const input = () => screen.getByRole('searchbox', { name: 'Search' });

describe('SearchBar', () => {
  it('starts collapsed as one search button inside a search landmark', () => {
    setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands to a labelled, focused input', () => {
    setup();
    expand();
    expect(input()).toHaveFocus();
  });

  it('goes to the search route on Enter', async () => {
    const { router } = setup();
    expand();
    await userEvent.type(input(), 'cats & dogs{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('cats & dogs');
  });

  it('goes to the search route with the search button', () => {
    const { router } = setup();
    expand();
    fireEvent.change(input(), { target: { value: 'birds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?query=birds');
  });

  it('does nothing for an empty query', async () => {
    const { router } = setup();
    expand();
    await userEvent.type(input(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/main/public');
  });

  it('collapses on Escape and gives focus back to the search button', () => {
    setup();
    expand();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('collapses with the cancel button', () => {
    setup();
    expand();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('follows the query parameter on the search route', async () => {
    const { router } = setup('/search?query=hello');
    expect(input()).toHaveValue('hello');
    await act(() => router.navigate('/search?query=world'));
    expect(await screen.findByDisplayValue('world')).toBeInTheDocument();
  });
});
