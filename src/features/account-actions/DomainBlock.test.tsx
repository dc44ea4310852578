import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRelationships } from '../../api/accounts';
import { blockDomain, unblockDomain } from '../../api/domainBlocks';
import { ApiError } from '../../entities/apiError';
import type { User } from '../../entities/types';
import { makeStore } from '../../store';
import { setToken } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { blankRelationship, relationshipsReceived } from '../../store/relationshipsSlice';
import { makeUser, renderWithStore } from '../../store/testing';
import { ConfirmHost } from '../../ui/ConfirmHost';
import { AccountActions } from './AccountActions';
import { domainOf } from './useDomainBlock';

vi.mock('../../api/accounts', () => ({ accountAction: vi.fn(), accountSubscription: vi.fn(), fetchRelationships: vi.fn() }));
vi.mock('../../api/domainBlocks', () => ({ blockDomain: vi.fn(), unblockDomain: vi.fn(), fetchDomainBlocks: vi.fn() }));

const dave = makeUser({ id: '9', screen_name: 'dave@remote.example', screen_name_ui: 'dave@remote.example', is_local: false });
const bob = makeUser({ id: '5', screen_name: 'bob', is_local: true });

function Connected({ user }: { user: User }) {
  const relationship = useAppSelector((s) => s.relationships[user.id]);
  return (
    <>
      <AccountActions user={user} relationship={relationship} />
      <ConfirmHost />
    </>
  );
}

async function setup(user: User, domainBlocking = false) {
  const store = makeStore();
  store.dispatch(setToken('t'));
  store.dispatch(instanceSettingsMerged({ pleromaBackend: false, pleromaChatMessagesAvailable: false }));
  store.dispatch(relationshipsReceived([{ ...blankRelationship(user.id), domain_blocking: domainBlocking }]));
  await renderWithStore(<Connected user={user} />, { store });
  return store;
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Account actions' }));
/** Answers the app's confirm dialog; returns its text. */
async function answer(button: 'Cancel' | RegExp) {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return text;
}

describe('domain block menu item', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is offered for remote users only', async () => {
    await setup(bob);
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: /domain/i })).toBeNull();
  });

  it('does nothing when the confirm is cancelled', async () => {
    await setup(dave);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block domain remote.example' }));
    expect(await answer('Cancel')).toContain('Block the whole domain remote.example?');
    expect(blockDomain).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('blocks with a progress state, refetches the relationship, then offers unblock', async () => {
    const store = await setup(dave);
    let settle: () => void = () => undefined;
    vi.mocked(blockDomain).mockImplementationOnce(() => new Promise<void>((r) => (settle = r)));
    vi.mocked(fetchRelationships).mockResolvedValueOnce([{ ...blankRelationship('9'), domain_blocking: true }]);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block domain remote.example' }));
    await answer(/^Block domain/);
    await waitFor(() => expect(blockDomain).toHaveBeenCalledWith('remote.example', 't'));
    expect(screen.getByRole('status')).toHaveTextContent('Blocking domain…');

    settle();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    await waitFor(() => expect(store.getState().relationships['9'].domain_blocking).toBe(true));
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Unblock domain remote.example' })).toBeInTheDocument();
  });

  it('unblocks when the relationship says domain_blocking, and shows the server message on failure', async () => {
    const store = await setup(dave, true);
    vi.mocked(unblockDomain).mockRejectedValueOnce(new ApiError('HTTP 422', { status: 422, body: { error: 'Nope from server' }, url: '/api/v1/domain_blocks' }));
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unblock domain remote.example' }));
    await answer(/^Unblock domain/);
    await waitFor(() => expect(unblockDomain).toHaveBeenCalledWith('remote.example', 't'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(store.getState().notices.map((n) => n.messageArgs)).toContainEqual({ error: 'Nope from server' });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Unblock domain remote.example' })).toBeInTheDocument();
  });
});

describe('domainOf', () => {
  it('takes the host after the @, in punycode', () => {
    expect(domainOf('dave@Remote.Example')).toBe('remote.example');
    expect(domainOf('frank@bücher.example')).toBe('xn--bcher-kva.example');
    expect(domainOf('frank@xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    expect(domainOf('bob')).toBe('');
  });
});
