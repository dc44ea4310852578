import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from '../../ui/Link';
import { markNotificationsRead } from '../../api/notifications';
import type { Notification } from '../../entities/types';
import { injectReducer, makeStore } from '../../store/index';
import reducer, { pageReceived } from '../../store/notificationsSlice';
import { selectUnseenCount } from '../../store/notificationCount';
import { makeUser, renderWithStore } from '../../store/testing';
import { entitiesReceived } from '../../store/actions';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import NotificationsDrawer from './NotificationsDrawer';

vi.mock('../../api/notifications', () => ({
  fetchNotifications: vi.fn(),
  fetchNotificationsMarker: vi.fn().mockResolvedValue(null),
  markNotificationsRead: vi.fn().mockResolvedValue({}),
  saveNotificationsMarker: vi.fn().mockResolvedValue({}),
  dismissNotification: vi.fn(),
}));
vi.mock('../../api/followRequests', () => ({ answerFollowRequest: vi.fn().mockResolvedValue({}) }));

const follow = (id: string): Notification => ({
  id, type: 'follow', seen: false, status: null, from_profile: '9', target: null, emoji: null, emoji_url: null, created_at: '',
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Link to="/elsewhere">elsewhere</Link>
      {open ? <NotificationsDrawer onClose={() => setOpen(false)} /> : <p>closed</p>}
    </>
  );
}

async function setup() {
  const store = makeStore();
  injectReducer(store, 'notifications', reducer);
  // A Pleroma server keeps read state itself (the markers API is for the others).
  store.dispatch(instanceSettingsMerged({ pleromaBackend: true }));
  store.dispatch(entitiesReceived({ users: [makeUser({ id: '9', name: 'Bob' })] }));
  store.dispatch(pageReceived({ notifications: [follow('3')], rawIds: ['3'], direction: 'newer' }));
  const r = await renderWithStore(<Harness />, { store });
  return r.store;
}

const touch = (el: Element, type: 'touchStart' | 'touchEnd', x: number) => {
  const point = { identifier: 1, clientX: x, clientY: 100 };
  fireEvent[type](el, type === 'touchStart' ? { touches: [point], changedTouches: [point] } : { touches: [], changedTouches: [point] });
};

describe('NotificationsDrawer', () => {
  beforeEach(() => vi.mocked(markNotificationsRead).mockClear());

  it('closes by a right swipe of 50 px (not 30) and marks seen', async () => {
    const store = await setup();
    const dialog = screen.getByRole('dialog', { name: /Notifications/ });
    touch(dialog, 'touchStart', 100);
    touch(dialog, 'touchEnd', 135);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    touch(dialog, 'touchStart', 100);
    touch(dialog, 'touchEnd', 160);
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(selectUnseenCount(store.getState())).toBe(0);
    expect(vi.mocked(markNotificationsRead)).toHaveBeenCalledWith({ maxId: '3' }, null);
  });

  it('closes by the X', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('closes when the route changes', async () => {
    await setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    });
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
