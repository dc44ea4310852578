import { act, fireEvent, screen, within } from '@testing-library/react';
import { pushNotice } from '../../store/noticesSlice';
import { makeTestStore, renderWithStore } from '../../test/renderWithStore';
import { GlobalNotices } from './GlobalNotices';

function setup() {
  const store = makeTestStore();
  const rendered = renderWithStore(<GlobalNotices />, { store });
  const push = (n: Parameters<typeof pushNotice>[0]) => act(() => void store.dispatch(pushNotice(n)));
  return { ...rendered, push };
}

describe('GlobalNotices', () => {
  it('announces errors and warnings as alerts, the rest as status', () => {
    const { push } = setup();
    push({ messageKey: 'search.label' });
    push({ messageKey: 'shell.settings', level: 'success' });
    expect(within(screen.getByRole('alert')).getByText('Search')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Settings')).toBeInTheDocument();
  });

  it('styles each notice by level', () => {
    const { push } = setup();
    push({ messageKey: 'search.label', level: 'warning' });
    expect(screen.getByText('Search').closest('.global-notice')).toHaveClass('alert-warning');
  });

  it('interpolates array and object arguments', () => {
    const { push } = setup();
    push({ messageKey: 'features_panel.text_limit', messageArgs: { limit: 42 }, level: 'info' });
    push({ messageKey: 'time.minutes', messageArgs: { count: 3 }, level: 'info' });
    expect(screen.getByText('Text limit: 42 characters')).toBeInTheDocument();
    expect(screen.getByText('3m')).toBeInTheDocument();
  });

  it('closes a notice with its Close button', () => {
    const { push, store } = setup();
    push({ messageKey: 'search.label' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Search')).not.toBeInTheDocument();
    expect(store.getState().notices).toEqual([]);
  });
});
