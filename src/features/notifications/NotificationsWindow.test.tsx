// The notification lists (column, drawer, page) render a bounded window, whatever the
// unseen count; "load older" shows more of what is held before asking the server.
import { fireEvent, screen } from '@testing-library/react';
import { fetchNotifications } from '../../api/notifications';
import type { Notification } from '../../entities/types';
import { entitiesReceived } from '../../store/actions';
import { injectReducer, makeStore } from '../../store/index';
import reducer, { NOTIFICATIONS_WINDOW, SEEN_STEP, pageReceived } from '../../store/notificationsSlice';
import { makeUser, renderWithStore } from '../../store/testing';
import { NotificationsPanel } from './NotificationsPanel';

vi.mock('../../api/notifications', () => ({
  fetchNotifications: vi.fn(),
  fetchNotificationsMarker: vi.fn().mockResolvedValue(null),
  markNotificationsRead: vi.fn().mockResolvedValue({}),
  saveNotificationsMarker: vi.fn().mockResolvedValue({}),
  dismissNotification: vi.fn().mockResolvedValue({}),
}));

// A follow a day: follows of one day are grouped into one line, and each line is counted here.
const follow = (id: number): Notification => ({
  id: String(id), type: 'follow', seen: false, status: null, from_profile: '9', target: null, emoji: null, emoji_url: null,
  created_at: new Date(Date.UTC(2024, 0, 1) + id * 86_400_000).toISOString(),
});

const rendered = () => document.querySelectorAll('[data-notification-id]').length;

describe('NotificationsPanel window', () => {
  it('renders at most the window of 100 unseen, counts all of them, and grows by load older without fetching', async () => {
    const store = makeStore();
    injectReducer(store, 'notifications', reducer);
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '9', name: 'Bob' })], statuses: [] }));
    const list = Array.from({ length: 100 }, (_, i) => follow(i + 1));
    store.dispatch(pageReceived({ notifications: list, rawIds: list.map((x) => x.id), direction: 'newer' }));
    renderWithStore(<NotificationsPanel />, { store });

    expect(await screen.findByRole('heading', { name: /Notifications\s*100 unseen/ })).toBeInTheDocument();
    // The window bounds what is prepared; the list renders those of it in view (fewer in jsdom).
    expect(rendered()).toBeGreaterThan(0);
    expect(rendered()).toBeLessThanOrEqual(NOTIFICATIONS_WINDOW);
    // The newest first.
    expect(document.querySelector('[data-notification-id]')).toHaveAttribute('data-notification-id', '100');

    fireEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));
    expect(store.getState().notifications?.windowSize).toBe(NOTIFICATIONS_WINDOW + SEEN_STEP);
    expect(fetchNotifications).not.toHaveBeenCalled();
  });
});
