import { fireEvent, screen } from '@testing-library/react';
import type { Notification } from '../../entities/types';
import { entitiesReceived } from '../../store/actions';
import { setCurrentUser } from '../../store/authSlice';
import { injectReducer, makeStore } from '../../store/index';
import reducer, { pageReceived } from '../../store/notificationsSlice';
import { makeSource, makeStatus, makeUser, renderWithStore } from '../../store/testing';
import InteractionsPage from './InteractionsPage';

vi.mock('../../api/notifications', () => ({ fetchNotifications: vi.fn(), markNotificationsRead: vi.fn(), dismissNotification: vi.fn() }));
vi.mock('../../api/followRequests', () => ({ answerFollowRequest: vi.fn() }));

const n = (id: string, type: Notification['type'], status: string | null = null): Notification => ({
  id, type, seen: true, status, from_profile: '9', target: null, emoji: null, emoji_url: null, created_at: '',
});

async function setup(allowMove: boolean) {
  const store = makeStore();
  injectReducer(store, 'notifications', reducer);
  const me = makeUser({ id: '1', screen_name: 'alice', credentials: true, source: makeSource({ allow_following_move: allowMove }) });
  store.dispatch(entitiesReceived({ users: [me, makeUser({ id: '9', name: 'Bob' })], statuses: [makeStatus({ id: '50', text: 'mentioning you' })] }));
  store.dispatch(setCurrentUser(me.id));
  store.dispatch(pageReceived({ notifications: [n('1', 'mention', '50'), n('2', 'like', '50'), n('3', 'follow')], rawIds: ['1', '2', '3'], direction: 'newer' }));
  return renderWithStore(<InteractionsPage />, { store });
}

describe('InteractionsPage', () => {
  it('filters the notifications per tab', async () => {
    await setup(true);
    expect(screen.getByText('mentioning you')).toBeInTheDocument();
    expect(screen.queryByText(/followed you/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'New follows' }));
    expect(screen.getByText(/followed you/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Favorites & repeats' }));
    expect(screen.getByText(/favorited your status/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'User migrates' })).not.toBeInTheDocument();
  });

  it('offers moves only when allow_following_move is false', async () => {
    await setup(false);
    expect(screen.getByRole('tab', { name: 'User migrates' })).toBeInTheDocument();
  });
});
