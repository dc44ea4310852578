// The notifications held stay bounded however long streaming runs; the window resets
// on mark-as-read.
import type { Notification } from '../entities/types';
import reducer, {
  NOTIFICATIONS_KEPT,
  NOTIFICATIONS_WINDOW,
  allMarkedSeen,
  initialNotificationsState,
  pageReceived,
  windowGrown,
  windowOf,
} from './notificationsSlice';
import { notificationStreamed } from './streamingActions';

const mention = (id: number): Notification => ({
  id: String(id), type: 'mention', seen: false, status: null, from_profile: '9', target: null, emoji: null, emoji_url: null, created_at: '2024-01-01T00:00:00Z',
});

describe('notifications held', () => {
  it('keeps only the newest NOTIFICATIONS_KEPT as they stream in, and lets older ones be fetched again', () => {
    let state = reducer(initialNotificationsState(), pageReceived({ notifications: [mention(1)], rawIds: ['1'], direction: 'newer', ended: true }));
    expect(state.bottomedOut).toBe(true);
    for (let id = 2; id <= NOTIFICATIONS_KEPT + 50; id++) state = reducer(state, notificationStreamed({ entity: mention(id), users: [], statuses: [] }));
    expect(state.ids).toHaveLength(NOTIFICATIONS_KEPT);
    expect(Object.keys(state.byId)).toHaveLength(NOTIFICATIONS_KEPT);
    expect(state.ids[0]).toBe(String(NOTIFICATIONS_KEPT + 50));
    expect(state.minId).toBe('51');
    expect(state.bottomedOut).toBe(false);
  });

  it('never drops what a grown window shows', () => {
    let state = initialNotificationsState();
    const grows = Math.ceil(NOTIFICATIONS_KEPT / 20) + 2;
    for (let i = 0; i < grows; i++) state = reducer(state, windowGrown());
    const list = Array.from({ length: state.windowSize + 30 }, (_, i) => mention(i + 1));
    state = reducer(state, pageReceived({ notifications: list, rawIds: list.map((x) => x.id), direction: 'newer' }));
    expect(state.ids).toHaveLength(state.windowSize);
  });

  it('renders the newest windowSize and resets the window on mark-as-read', () => {
    const list = Array.from({ length: 50 }, (_, i) => mention(50 - i));
    expect(windowOf(list, NOTIFICATIONS_WINDOW).map((n) => n.id)).toEqual(list.slice(0, NOTIFICATIONS_WINDOW).map((n) => n.id));
    let state = reducer(initialNotificationsState(), windowGrown());
    expect(state.windowSize).toBeGreaterThan(NOTIFICATIONS_WINDOW);
    state = reducer(state, allMarkedSeen(null));
    expect(state.windowSize).toBe(NOTIFICATIONS_WINDOW);
  });
});
