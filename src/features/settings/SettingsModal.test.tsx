import { act, fireEvent, screen, within } from '@testing-library/react';
import { settingsOpened, settingsPeeked } from '../../store/uiSlice';
import { makeTestStore, makeUser, renderWithStore } from '../../test/renderWithStore';
import SettingsModal from './SettingsModal';

function setup(opts: Parameters<typeof makeTestStore>[0] = {}) {
  const store = makeTestStore({ user: makeUser(), instance: { pleromaBackend: true }, ...opts });
  const rendered = renderWithStore(<SettingsModal />, { store });
  return { ...rendered, store };
}

describe('SettingsModal', () => {
  afterEach(() => vi.useRealTimers());

  it('opens on the requested tab, side tabs on desktop, and closes with Escape', async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(settingsOpened('filtering'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(within(dialog).getByRole('tab', { name: 'Filtering' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Security' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(store.getState().ui.settingsModal).toBe('hidden');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses top tabs on phones and hides the signed-in tabs from visitors', () => {
    const { store } = setup({ user: null, mobile: true });
    act(() => {
      store.dispatch(settingsOpened());
    });
    const tabs = screen.getByRole('tablist');
    expect(tabs).toHaveAttribute('aria-orientation', 'horizontal');
    expect(within(tabs).queryByRole('tab', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'General' })).toBeInTheDocument();
  });

  it('peeks: minimized hides the tabs and is no longer modal', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(settingsOpened());
      store.dispatch(settingsPeeked());
    });
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore settings' }));
    expect(store.getState().ui.settingsModal).toBe('visible');
  });

  it('shows "Settings saved" after a change and clears it after 2 s', () => {
    vi.useFakeTimers();
    const { store } = setup();
    act(() => {
      store.dispatch(settingsOpened('general'));
    });
    fireEvent.click(screen.getByLabelText('Hide user statistics (e.g. the number of followers)'));
    expect(store.getState().config.hideUserStats).toBe(true);
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });
});
