import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountAction } from '../../api/accounts';
import { makeStore } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { setToken } from '../../store/authSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { blankRelationship, relationshipsReceived } from '../../store/relationshipsSlice';
import { makeUser, renderWithStore } from '../../store/testing';
import { AccountActions } from './AccountActions';
import { HighlightPicker } from './HighlightPicker';
import { Provider } from 'react-redux';
import { useHighlight } from './useHighlight';
import type { ReactNode } from 'react';

vi.mock('../../api/accounts', () => ({ accountAction: vi.fn(), accountSubscription: vi.fn(), fetchRelationships: vi.fn() }));

const bob = makeUser({ id: '5', screen_name: 'bob' });
function Connected() {
  const relationship = useAppSelector((s) => s.relationships['5']);
  return <AccountActions user={bob} relationship={relationship} />;
}

describe('AccountActions', () => {
  it('mute shows its progress state, then the menu offers unmute', async () => {
    const store = makeStore();
    store.dispatch(setToken('t'));
    store.dispatch(instanceSettingsMerged({ pleromaBackend: false, pleromaChatMessagesAvailable: false }));
    store.dispatch(relationshipsReceived([blankRelationship('5')]));
    let answer: (v: unknown) => void = () => undefined;
    vi.mocked(accountAction).mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await renderWithStore(<Connected />, { store });

    await userEvent.click(screen.getByRole('button', { name: 'Account actions' }));
    await screen.findByRole('menuitem', { name: 'Mute' });
    expect(screen.queryByRole('menuitem', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Message' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mute' }));
    expect(screen.getByRole('status')).toHaveTextContent('Muting…');
    expect(accountAction).toHaveBeenCalledWith('5', 'mute', 't', undefined);

    answer({ ...blankRelationship('5'), muting: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(store.getState().relationships['5'].muting).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Account actions' }));
    expect(screen.getByRole('menuitem', { name: 'Unmute' })).toBeInTheDocument();
  });
});

describe('highlight', () => {
  it('the picker saves per screen name and the hook turns it into a class and a colour', async () => {
    const store = makeStore();
    await renderWithStore(<HighlightPicker screenName="bob" />, { store });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Highlight their posts' }), 'striped');
    expect(store.getState().config.highlight.bob).toEqual({ type: 'striped', color: '#e6a23c' });
    expect(screen.getByLabelText('Highlight colour')).toBeInTheDocument();

    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useHighlight('bob'), { wrapper });
    expect(result.current.className).toContain('status--highlight-striped');
    expect(result.current.style).toEqual({ '--user-highlight': '#e6a23c' });
    expect(renderHook(() => useHighlight('alice'), { wrapper }).result.current.className).toBe('');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Highlight their posts' }), 'disabled');
    expect(store.getState().config.highlight.bob).toBeUndefined();
  });
});
