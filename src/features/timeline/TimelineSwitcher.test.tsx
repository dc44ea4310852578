import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLastTimeline } from '../../store/uiSlice';
import { makeTestStore, makeUser, renderWithStore } from '../../test/renderWithStore';
import { TimelineSwitcher } from './TimelineSwitcher';

const instance = { private: false, federating: true };

async function open(route: string, last: Parameters<typeof setLastTimeline>[0] | null) {
  const store = makeTestStore({ instance, user: makeUser() });
  if (last) store.dispatch(setLastTimeline(last));
  renderWithStore(<TimelineSwitcher title="Title" titleId="t" />, { store, route });
  fireEvent.click(screen.getByRole('button', { name: 'Title' }));
  // The open menu is its own chunk: it arrives a moment after the click.
  return screen.findByRole('menu', { name: 'Timelines' });
}

describe('TimelineSwitcher and the last visited timeline', () => {
  it('away from the menu’s timelines, marks the last visited one and opens on it', async () => {
    const menu = await open('/tag/cats', 'dms');
    const dms = within(menu).getByRole('menuitem', { name: /Direct messages/ });
    expect(dms).toHaveAttribute('href', '/users/alice/dms');
    expect(dms).toHaveTextContent('Last visited');
    await waitFor(() => expect(dms).toHaveFocus());
    expect(within(menu).getAllByText('Last visited')).toHaveLength(1);
  });

  it('on one of them, the current page is marked and nothing is "last visited"', async () => {
    const menu = await open('/main/public', 'public');
    expect(within(menu).getByRole('menuitem', { name: 'Public timeline' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByText('Last visited')).toBeNull();
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it('with nothing remembered, opens on the first item', async () => {
    const menu = await open('/tag/cats', null);
    expect(within(menu).queryByText('Last visited')).toBeNull();
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  });
});
