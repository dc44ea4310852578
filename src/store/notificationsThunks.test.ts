import {
  dismissNotification as apiDismiss,
  fetchGroupedNotifications,
  fetchNotifications,
  fetchNotificationsMarker,
  markNotificationsRead,
  saveNotificationsMarker,
} from '../api/notifications';
import { answerFollowRequest } from '../api/followRequests';
import { ApiError } from '../api/http';
import type { MarkerTimeline } from '../entities/instance';
import type { Notification } from '../entities/types';
import { makeStore, injectReducer, type RootState } from './index';
import reducer, {
  allMarkedSeen,
  compareIds,
  displayedNotifications,
  filterNotifications,
  initialNotificationsState,
  pageReceived,
  SEEN_INITIAL,
} from './notificationsSlice';
import {
  approveFollowRequest,
  denyFollowRequest,
  fetchNewerNotifications,
  loadOlderNotifications,
  markAllNotificationsRead,
  normalizePage,
} from './notificationsThunks';
import { instanceSettingsMerged } from './instanceSlice';
import { followRequestAnswered } from './followRequestActions';
import { selectUnseenCount } from './notificationCount';
import { defaultPreferences } from './preferences';

vi.mock('../api/notifications', () => ({
  fetchNotifications: vi.fn(),
  fetchGroupedNotifications: vi.fn(),
  markNotificationsRead: vi.fn(),
  dismissNotification: vi.fn(),
  fetchNotificationsMarker: vi.fn(),
  saveNotificationsMarker: vi.fn(),
}));
vi.mock('../api/followRequests', () => ({ answerFollowRequest: vi.fn().mockResolvedValue({}) }));
const fetchMock = vi.mocked(fetchNotifications);
const groupedMock = vi.mocked(fetchGroupedNotifications);
const readMock = vi.mocked(markNotificationsRead);
const dismissMock = vi.mocked(apiDismiss);
const answerMock = vi.mocked(answerFollowRequest);

const account = (id: string) => ({ id, acct: `u${id}`, username: `u${id}`, display_name: `U${id}` });
const rawStatus = (id: string) => ({ id, account: account('1'), content: '<p>hi</p>', visibility: 'public', created_at: '2024-01-01T00:00:00Z' });
const raw = (id: number, type = 'follow', seen = false, extra: Record<string, unknown> = {}) => ({
  id: String(id),
  type,
  account: account('9'),
  created_at: '2024-01-01T00:00:00Z',
  pleroma: { is_seen: seen },
  ...extra,
});
const note = (id: number, seen: boolean, type: Notification['type'] = 'follow'): Notification => ({
  id: String(id), type, seen, status: null, from_profile: '9', target: null, emoji: null, emoji_url: null, created_at: '',
});

/** A Pleroma server's store (is_seen and /pleroma/notifications/read), or another server's. */
function store(pleroma = true, markers: readonly MarkerTimeline[] = pleroma ? ['notifications'] : ['home', 'notifications']) {
  const s = makeStore();
  injectReducer(s, 'notifications', reducer);
  s.dispatch(instanceSettingsMerged({ pleromaBackend: pleroma, markers }));
  return s;
}
const page = (items: unknown[]) => ({ items, cursors: { maxId: null, minId: null } });
const vis = defaultPreferences().notificationVisibility;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchMock.mockReset();
  readMock.mockReset().mockResolvedValue({});
  dismissMock.mockReset().mockResolvedValue({});
  answerMock.mockReset().mockResolvedValue({});
});

describe('notifications slice', () => {
  it('orders by numeric id, newest first, and compares ids beyond 2^53', () => {
    expect(compareIds('10', '9')).toBeGreaterThan(0);
    expect(compareIds('90071992547409931', '90071992547409930')).toBeGreaterThan(0);
    const s = reducer(initialNotificationsState(), pageReceived({ notifications: [note(9, false), note(10, false), note(2, false)], rawIds: ['9', '10', '2'], direction: 'newer' }));
    expect(s.ids).toEqual(['10', '9', '2']);
  });

  it('counts skipped ids toward the bounds', () => {
    const s = reducer(initialNotificationsState(), pageReceived({ notifications: [note(5, false)], rawIds: ['7', '5', '3'], direction: 'newer' }));
    expect(s.maxId).toBe('7');
    expect(s.minId).toBe('3');
  });

  it('shows every unseen one and 30 seen ones at first', () => {
    const list = [...Array.from({ length: 5 }, (_, i) => note(100 + i, false)), ...Array.from({ length: 50 }, (_, i) => note(i + 1, true))];
    let s = reducer(initialNotificationsState(), pageReceived({ notifications: list, rawIds: list.map((n) => n.id), direction: 'newer' }));
    expect(displayedNotifications(filterNotifications(s, vis), s.seenToDisplay)).toHaveLength(5 + SEEN_INITIAL);
    s = reducer({ ...s, seenToDisplay: 50 }, allMarkedSeen('104'));
    expect(s.seenToDisplay).toBe(SEEN_INITIAL);
    expect(s.ids.every((id) => s.byId[id]!.seen)).toBe(true);
  });

  it('respects the visibility kinds for the list and the unseen count', () => {
    const s = reducer(initialNotificationsState(), pageReceived({ notifications: [note(1, false, 'like'), note(2, false, 'follow')], rawIds: ['1', '2'], direction: 'newer' }));
    const off = { ...vis, follows: false };
    expect(filterNotifications(s, off).map((n) => n.id)).toEqual(['1']);
    const state = { notifications: s, config: { ...defaultPreferences(), notificationVisibility: off } } as unknown as RootState;
    expect(selectUnseenCount(state)).toBe(1);
  });

  it('turns an approved request into a seen follow and drops a denied one, wherever it was answered', () => {
    const list = [note(1, false, 'follow_request'), note(2, false, 'mention'), { ...note(3, false, 'follow_request'), from_profile: '8' }];
    const s = reducer(initialNotificationsState(), pageReceived({ notifications: list, rawIds: ['1', '2', '3'], direction: 'newer' }));
    const approved = reducer(s, followRequestAnswered({ accountId: '9', answer: 'authorize' }));
    expect(approved.byId['1']).toMatchObject({ type: 'follow', seen: true });
    expect(approved.byId['2']).toMatchObject({ type: 'mention', seen: false });
    expect(approved.byId['3']).toMatchObject({ type: 'follow_request' });
    const denied = reducer(s, followRequestAnswered({ accountId: '8', answer: 'reject' }));
    expect(denied.ids).toEqual(['2', '1']);
  });
});

describe('normalizePage', () => {
  it('skips invalid notifications but keeps their ids', () => {
    const r = normalizePage([raw(3), { id: '4', type: 'like', account: account('9') }, { id: '5', type: 'nonsense' }]);
    expect(r.notifications.map((n) => n.id)).toEqual(['3']);
    expect(r.rawIds).toEqual(['3', '4', '5']);
  });
});

describe('grouped notifications (Mastodon ≥ 4.3)', () => {
  it('asks /api/v2 where the capability table says so, and pages below the groups', async () => {
    const s = store(false);
    s.dispatch(instanceSettingsMerged({ groupedNotifications: true }));
    vi.mocked(fetchNotificationsMarker).mockResolvedValue(null);
    groupedMock.mockResolvedValueOnce({
      accounts: [account('1'), account('2')],
      statuses: [rawStatus('77')],
      notification_groups: [{
        group_key: 'favourite-77', notifications_count: 12, type: 'favourite', most_recent_notification_id: '340',
        page_min_id: '320', page_max_id: '340', sample_account_ids: ['2', '1'], status_id: '77',
      }, ...Array.from({ length: 19 }, (_, i) => ({
        group_key: `ungrouped-${310 - i}`, type: 'follow', most_recent_notification_id: String(310 - i), sample_account_ids: ['1'],
        page_min_id: String(310 - i),
      }))],
    });
    await s.dispatch(fetchNewerNotifications());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(s.getState().notifications!.byId['340']).toMatchObject({ type: 'like', group: { count: 12 } });
    expect(s.getState().notifications!.bottomedOut).toBe(false);
    groupedMock.mockResolvedValueOnce({ notification_groups: [] });
    await s.dispatch(loadOlderNotifications());
    expect(groupedMock.mock.calls.at(-1)![0]).toMatchObject({ maxId: '292' });
  });
});

describe('notification thunks', () => {
  it('fetches newer with since_id and returns only new ones', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page([raw(2), raw(1)]));
    expect(await s.dispatch(fetchNewerNotifications())).toHaveLength(2);
    fetchMock.mockResolvedValueOnce(page([raw(3), raw(2)]));
    const fresh = await s.dispatch(fetchNewerNotifications());
    expect(fetchMock.mock.calls[1]![0]).toMatchObject({ sinceId: '2' });
    expect(fresh.map((n) => n.id)).toEqual(['3']);
  });

  it('shows the notifications.error notice when fetching fails', async () => {
    const s = store();
    fetchMock.mockRejectedValueOnce(new ApiError('HTTP 500', { status: 500, url: '/api/v1/notifications' }));
    await s.dispatch(fetchNewerNotifications());
    expect(s.getState().notices[0]).toMatchObject({ messageKey: 'notifications.error', messageArgs: ['HTTP 500'] });
    expect(s.getState().notifications!.error).toBe(true);
  });

  it('load older shows 20 more seen ones before fetching older', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page(Array.from({ length: 60 }, (_, i) => raw(80 - i, 'follow', true))));
    await s.dispatch(fetchNewerNotifications());
    await s.dispatch(loadOlderNotifications());
    expect(s.getState().notifications!.seenToDisplay).toBe(50);
    await s.dispatch(loadOlderNotifications());
    expect(s.getState().notifications!.seenToDisplay).toBe(60);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(page(Array.from({ length: 20 }, (_, i) => raw(20 - i, 'follow', true))));
    await s.dispatch(loadOlderNotifications());
    expect(fetchMock.mock.calls[1]![0]).toMatchObject({ maxId: '21' });
    expect(s.getState().notifications!.bottomedOut).toBe(false);
    fetchMock.mockResolvedValueOnce(page([]));
    await s.dispatch(loadOlderNotifications());
    expect(s.getState().notifications!.bottomedOut).toBe(true);
  });

  it('a page shorter than asked for ends the list: first or older', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page([raw(2), raw(1)]));
    await s.dispatch(fetchNewerNotifications());
    expect(s.getState().notifications!.bottomedOut).toBe(true);
    // A later poll with few new ones says nothing about the end; it stays ended.
    fetchMock.mockResolvedValueOnce(page([raw(3)]));
    await s.dispatch(fetchNewerNotifications());
    expect(s.getState().notifications!.bottomedOut).toBe(true);

    const full = store();
    fetchMock.mockResolvedValueOnce(page(Array.from({ length: 20 }, (_, i) => raw(40 - i, 'follow', true))));
    await full.dispatch(fetchNewerNotifications());
    expect(full.getState().notifications!.bottomedOut).toBe(false);
    fetchMock.mockResolvedValueOnce(page([raw(5, 'follow', true)]));
    await full.dispatch(loadOlderNotifications());
    await full.dispatch(loadOlderNotifications());
    expect(full.getState().notifications!.bottomedOut).toBe(true);
  });

  it('marks all read up to the newest id', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page([raw(8), raw(7, 'follow', true)]));
    await s.dispatch(fetchNewerNotifications());
    await s.dispatch(markAllNotificationsRead());
    expect(readMock).toHaveBeenCalledWith({ maxId: '8' }, null);
    expect(selectUnseenCount(s.getState())).toBe(0);
  });

  it('approves a follow request: authorize, a follow now, marked read', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page([raw(4, 'follow_request')]));
    await s.dispatch(fetchNewerNotifications());
    await s.dispatch(approveFollowRequest('4'));
    expect(answerMock).toHaveBeenCalledWith('9', 'authorize', null);
    expect(readMock).toHaveBeenCalledWith({ id: '4' }, null);
    expect(s.getState().notifications!.byId['4']).toMatchObject({ type: 'follow', seen: true });
  });

  it('denies a follow request: reject, dismissed and removed', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page([raw(4, 'follow_request'), raw(5, 'mention', false, { status: rawStatus('50') })]));
    await s.dispatch(fetchNewerNotifications());
    await s.dispatch(denyFollowRequest('4'));
    expect(answerMock).toHaveBeenCalledWith('9', 'reject', null);
    expect(dismissMock).toHaveBeenCalledWith('4', null);
    expect(s.getState().notifications!.ids).toEqual(['5']);
  });

  it('keeps the request when the server refuses the answer', async () => {
    const s = store();
    fetchMock.mockResolvedValueOnce(page([raw(4, 'follow_request')]));
    await s.dispatch(fetchNewerNotifications());
    answerMock.mockRejectedValueOnce(new Error('boom'));
    await s.dispatch(approveFollowRequest('4'));
    expect(s.getState().notifications!.byId['4']!.type).toBe('follow_request');
    expect(s.getState().notices[0]!.messageKey).toBe('notifications.follow_request_error');
  });
});

describe('read state through markers (servers without Pleroma extensions)', () => {
  it('reads the marker with the first page and saves "Mark all as read" there', async () => {
    const s = store(false);
    vi.mocked(fetchNotificationsMarker).mockResolvedValueOnce('01B');
    vi.mocked(saveNotificationsMarker).mockResolvedValueOnce({});
    // ULIDs, as GoToSocial sends them; no pleroma.is_seen.
    fetchMock.mockResolvedValueOnce(page(['01C', '01B', '01A'].map((id) => ({ ...raw(1), id, pleroma: undefined }))));
    await s.dispatch(fetchNewerNotifications());
    const st = s.getState().notifications!;
    expect(st.ids).toEqual(['01C', '01B', '01A']);
    expect(st.ids.map((id) => st.byId[id]!.seen)).toEqual([false, true, true]);
    expect(st.maxId).toBe('01C');
    await s.dispatch(markAllNotificationsRead());
    expect(saveNotificationsMarker).toHaveBeenCalledWith('01C', null);
    expect(readMock).not.toHaveBeenCalled();
  });

  it('neither reads nor saves a marker the server does not keep (the capability table)', async () => {
    const s = store(false, []);
    vi.mocked(fetchNotificationsMarker).mockClear();
    vi.mocked(saveNotificationsMarker).mockClear();
    fetchMock.mockResolvedValueOnce(page(['01C'].map((id) => ({ ...raw(1), id, pleroma: undefined }))));
    await s.dispatch(fetchNewerNotifications());
    await s.dispatch(markAllNotificationsRead());
    expect(fetchNotificationsMarker).not.toHaveBeenCalled();
    expect(saveNotificationsMarker).not.toHaveBeenCalled();
    expect(s.getState().notifications!.byId['01C']!.seen).toBe(true);
  });
});
