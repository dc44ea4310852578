import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postStatusAction } from '../../../api/statusActions';
import type { Status } from '../../../entities/types';
import { makeStore } from '../../../store';
import { entitiesReceived } from '../../../store/actions';
import { setCurrentUser, setToken } from '../../../store/authSlice';
import { instanceSettingsMerged } from '../../../store/instanceSlice';
import { makeStatus, makeUser, renderWithStore } from '../../../store/testing';
import { ConfirmHost } from '../../../ui/ConfirmHost';
import { ActionBar } from './ActionBar';

vi.mock('../../../api/statusActions', () => ({ postStatusAction: vi.fn(() => new Promise(() => {})), deleteStatus: vi.fn(() => new Promise(() => {})) }));

function setup(status: Status, me: Partial<ReturnType<typeof makeUser>> | null = { id: 'me' }) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ reactionsAvailable: true }));
  store.dispatch(entitiesReceived({ users: [makeUser({ id: 'a' }), ...(me ? [makeUser(me)] : [])], statuses: [status] }));
  if (me) {
    store.dispatch(setToken('tok'));
    store.dispatch(setCurrentUser(me.id ?? 'me'));
  }
  const Bar = () => <ActionBar status={store.getState().statuses[status.id]} />;
  return { store, Bar };
}

describe('ActionBar', () => {
  it('shows counts to a visitor with the actions disabled', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'a', fave_num: 3, repeat_num: 2 }), null);
    await renderWithStore(<Bar />, { store });
    expect(screen.getByRole('button', { name: /^Favorite/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Repeat/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Reply/ })).toBeDisabled();
    expect(screen.getByText('3 favorites')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add reaction' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeEnabled();
  });

  it('favourites optimistically for a signed-in user', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'a', fave_num: 3 }));
    await renderWithStore(<Bar />, { store });
    await userEvent.click(screen.getByRole('button', { name: /^Favorite/ }));
    // The action's code loads with the first click (store/statusButtons).
    await waitFor(() => expect(postStatusAction).toHaveBeenCalledWith('s', 'favourite', 'tok'));
    expect(store.getState().statuses.s).toMatchObject({ favorited: true, fave_num: 4 });
  });

  it('shows a disabled lock instead of repeat for private and direct posts', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'a', visibility: 'private' }));
    await renderWithStore(<Bar />, { store });
    expect(screen.getByRole('button', { name: /Repeat not available/ })).toBeDisabled();
  });

  it('offers pin and delete on own public posts, with a confirm before deleting', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'me' }));
    await renderWithStore(
      <>
        <Bar />
        <ConfirmHost />
      </>,
      { store },
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu).getAllByRole('menuitem').map((m) => m.textContent);
    expect(names).toEqual(['Mute conversation', 'Pin on profile', 'Bookmark', 'Delete', 'Copy link', 'Report']);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveAccessibleDescription('Do you really want to delete this post?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().statuses.s.deleted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // The answer arrives as a resolved promise: the delete follows a microtask later.
    await vi.waitFor(() => expect(store.getState().statuses.s.deleted).toBe(true));
  });

  it('hides pin and delete on others’ posts, shows the external source for remote ones', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'a', is_local: false, external_url: 'https://remote.example/p/1' }));
    await renderWithStore(<Bar />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Pin on profile' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'External source' })).toHaveAttribute('href', 'https://remote.example/p/1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });

  it('lets moderators delete others’ posts', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'a' }), { id: 'mod', role: 'moderator', rights: { moderator: true, admin: false } });
    await renderWithStore(<Bar />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers Edit on own posts only where the server edits', async () => {
    const { store, Bar } = setup(makeStatus({ id: 's', user: 'me' }));
    store.dispatch(instanceSettingsMerged({ editing: true }));
    const view = await renderWithStore(<Bar />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    view.unmount();
    const other = setup(makeStatus({ id: 't', user: 'a' }));
    other.store.dispatch(instanceSettingsMerged({ editing: true }));
    await renderWithStore(<other.Bar />, { store: other.store });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });
});
