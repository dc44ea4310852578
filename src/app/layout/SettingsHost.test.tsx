import { act, screen } from '@testing-library/react';
import { settingsOpened } from '../../store/uiSlice';
import { makeTestStore, renderWithStore } from '../../test/renderWithStore';
import { SettingsHost } from './SettingsHost';

vi.mock('../../features/settings/SettingsModal', () => {
  throw new Error('network down');
});

describe('SettingsHost', () => {
  it('renders nothing until opened, then a chunk that fails shows the generic error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeTestStore();
    const { container } = renderWithStore(<SettingsHost />, { store });
    expect(container).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(settingsOpened());
    });
    const alert = await screen.findByRole('alertdialog', { name: 'An error occured' });
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Please try again' })).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(store.getState().ui.settingsModal).toBe('hidden');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
