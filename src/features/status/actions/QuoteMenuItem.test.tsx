import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Status } from '../../../entities/types';
import { makeStore } from '../../../store';
import { entitiesReceived } from '../../../store/actions';
import { setCurrentUser, setToken } from '../../../store/authSlice';
import { instanceSettingsMerged } from '../../../store/instanceSlice';
import { makeStatus, makeUser, renderWithStore } from '../../../store/testing';
import { ActionBar } from './ActionBar';

async function menuItems(status: Status, quotePosting: 'pleroma' | 'mastodon' | null) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ quotePosting }));
  store.dispatch(entitiesReceived({ users: [makeUser({ id: 'a' }), makeUser({ id: 'me' })], statuses: [status] }));
  store.dispatch(setToken('tok'));
  store.dispatch(setCurrentUser('me'));
  const view = await renderWithStore(<ActionBar status={store.getState().statuses[status.id]} />, { store });
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  const menu = await screen.findByRole('menu');
  const names = within(menu).getAllByRole('menuitem').map((m) => m.textContent);
  return { names, store, menu, view };
}

describe('"Quote" in the status menu', () => {
  it('is offered on a public post where the server quotes, and opens the quote form', async () => {
    const { names, store, menu } = await menuItems(makeStatus({ id: 's', user: 'a' }), 'pleroma');
    expect(names).toContain('Quote');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Quote' }));
    expect(store.getState().ui.quoting).toBe('s');
  });

  it('is absent where the capability table says the server does not quote', async () => {
    const { names } = await menuItems(makeStatus({ id: 's', user: 'a' }), null);
    expect(names).not.toContain('Quote');
  });

  it('is absent for private posts, DMs and posts the server says cannot be quoted', async () => {
    for (const over of [{ visibility: 'private' as const }, { visibility: 'direct' as const }, { quotable: false }]) {
      const { names, view } = await menuItems(makeStatus({ id: 's', user: 'a', ...over }), 'mastodon');
      expect(names).not.toContain('Quote');
      view.unmount();
    }
  });
});
