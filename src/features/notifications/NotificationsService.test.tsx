import { act } from '@testing-library/react';
import { fetchNotifications } from '../../api/notifications';
import { normalizeNotification } from '../../entities/notification';
import { makeStore } from '../../store/index';
import { notificationStreamed } from '../../store/streamingActions';
import { renderWithStore } from '../../store/testing';
import { stopAllFetchers } from '../../store/fetchers';
import NotificationsService, { SILENCE_MS } from './NotificationsService';

vi.mock('../../api/notifications', () => ({
  fetchNotifications: vi.fn(),
  fetchNotificationsMarker: vi.fn().mockResolvedValue(null),
  markNotificationsRead: vi.fn(),
  saveNotificationsMarker: vi.fn(),
  dismissNotification: vi.fn(),
}));
vi.mock('../../api/followRequests', () => ({ answerFollowRequest: vi.fn() }));

const raw = (id: number, type = 'follow') => ({
  id: String(id), type, created_at: '2024-01-01T00:00:00Z', pleroma: { is_seen: false },
  account: { id: '9', acct: 'bob', username: 'bob', display_name: 'Bob' },
});

const created: { title: string; close: ReturnType<typeof vi.fn> }[] = [];
class FakeNotification {
  static permission = 'granted';
  close = vi.fn();
  constructor(public title: string) {
    created.push(this);
  }
}

describe('NotificationsService', () => {
  beforeEach(() => {
    created.length = 0;
    vi.stubGlobal('Notification', FakeNotification);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.title = 'Starling';
  });
  afterEach(() => {
    stopAllFetchers();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('puts the unseen count in the title and alerts only after the first 10 s, closing after 5 s', async () => {
    vi.mocked(fetchNotifications).mockResolvedValue({ items: [raw(1), raw(2)], cursors: { maxId: null, minId: null } });
    const store = makeStore();
    await renderWithStore(<NotificationsService />, { store });
    await vi.waitFor(() => expect(document.title).toBe('(2) Starling'));
    expect(created).toHaveLength(0);

    // Within the silence: counted, not announced.
    act(() => {
      store.dispatch(notificationStreamed(normalizeNotification(raw(3))!));
    });
    await vi.waitFor(() => expect(document.title).toBe('(3) Starling'));
    expect(created).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    vi.setSystemTime(Date.now() + SILENCE_MS + 1000);
    act(() => {
      store.dispatch(notificationStreamed(normalizeNotification(raw(4, 'follow'))!));
    });
    expect(created.map((c) => c.title)).toEqual(['Bob followed you']);
    vi.advanceTimersByTime(5000);
    expect(created[0]!.close).toHaveBeenCalled();
  });
});
