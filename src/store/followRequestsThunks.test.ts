import { answerFollowRequest, fetchFollowRequests } from '../api/followRequests';
import { ensureAccountListsSlice } from './accountListsSlice';
import { entitiesReceived } from './actions';
import { answerRequest, refreshFollowRequests } from './followRequestsThunks';
import notificationsReducer, { pageReceived } from './notificationsSlice';
import { approveFollowRequest, denyFollowRequest } from './notificationsThunks';
import { makeUser } from './testing';
import { injectReducer, makeStore } from './index';
import type { Notification } from '../entities/types';

vi.mock('../api/followRequests', () => ({ fetchFollowRequests: vi.fn(), answerFollowRequest: vi.fn() }));
vi.mock('../api/notifications', () => ({ markNotificationsRead: () => Promise.resolve({}), dismissNotification: () => Promise.resolve({}) }));
const fetchRequests = vi.mocked(fetchFollowRequests);
const answer = vi.mocked(answerFollowRequest);

const page = (ids: string[]) => ({
  data: ids.map((id) => ({ id, acct: `user${id}`, username: `user${id}` })),
  status: 200,
  cursors: { maxId: null, minId: null },
  headers: new Headers(),
});

function carolStore(count = 0) {
  const carol = makeUser({ id: '3', screen_name: 'carol', locked: true, credentials: true, follow_request_count: count });
  const base = makeStore().getState();
  const store = makeStore({ users: { '3': carol }, auth: { ...base.auth, currentUserId: '3' } });
  ensureAccountListsSlice(store);
  return store;
}

beforeEach(() => vi.resetAllMocks());

describe('follow requests', () => {
  it('lists the requests and sets the badge count from them', async () => {
    const store = carolStore(5);
    fetchRequests.mockResolvedValueOnce(page(['10', '11']));
    await store.dispatch(refreshFollowRequests());
    expect(store.getState().accountLists!.followRequests.items).toEqual(['10', '11']);
    expect(store.getState().users['3'].follow_request_count).toBe(2);
  });

  it('approve removes the request locally and lowers the count; a refusal puts both back', async () => {
    const store = carolStore();
    fetchRequests.mockResolvedValueOnce(page(['10', '11']));
    await store.dispatch(refreshFollowRequests());
    answer.mockResolvedValueOnce({ id: '10', followed_by: true });
    expect(await store.dispatch(answerRequest('10', 'authorize'))).toBe(true);
    expect(answer).toHaveBeenCalledWith('10', 'authorize', null);
    expect(store.getState().accountLists!.followRequests.items).toEqual(['11']);
    expect(store.getState().users['3'].follow_request_count).toBe(1);
    expect(store.getState().relationships['10'].followed_by).toBe(true);

    answer.mockRejectedValueOnce(new Error('nope'));
    expect(await store.dispatch(answerRequest('11', 'reject'))).toBe(false);
    expect(store.getState().accountLists!.followRequests.items).toEqual(['11']);
    expect(store.getState().users['3'].follow_request_count).toBe(1);
    expect(store.getState().notices[0]).toMatchObject({ messageKey: 'friend_requests.deny_error' });
  });

  it('answered in a notification, the list and count change at once; answered on the page, the notification follows', async () => {
    const store = carolStore();
    injectReducer(store, 'notifications', notificationsReducer);
    fetchRequests.mockResolvedValueOnce(page(['10', '11', '12']));
    await store.dispatch(refreshFollowRequests());
    const request = (id: string, from: string): Notification => ({
      id, type: 'follow_request', seen: false, status: null, from_profile: from, target: null, emoji: null, emoji_url: null, created_at: '',
    });
    store.dispatch(pageReceived({ notifications: [request('1', '10'), request('2', '11'), request('3', '12')], rawIds: ['1', '2', '3'], direction: 'newer' }));
    const requests = () => store.getState().accountLists!.followRequests.items;
    const count = () => store.getState().users['3'].follow_request_count;

    let agree!: (v: unknown) => void;
    answer.mockReturnValueOnce(new Promise((r) => (agree = r)));
    const approving = store.dispatch(approveFollowRequest('1'));
    expect(requests()).toEqual(['11', '12']); // before the server has answered
    expect(count()).toBe(2);
    agree({ id: '10', followed_by: true });
    await approving;
    expect(store.getState().notifications!.byId['1']).toMatchObject({ type: 'follow', seen: true });

    answer.mockResolvedValueOnce({ id: '11' });
    await store.dispatch(denyFollowRequest('2'));
    expect(requests()).toEqual(['12']);
    expect(count()).toBe(1);
    expect(store.getState().notifications!.byId['2']).toBeUndefined();

    // The page's answer reaches the notification too.
    answer.mockResolvedValueOnce({ id: '12', followed_by: true });
    await store.dispatch(answerRequest('12', 'authorize'));
    expect(requests()).toEqual([]);
    expect(count()).toBe(0);
    expect(store.getState().notifications!.byId['3']).toMatchObject({ type: 'follow', seen: true });
  });

  it('a plain account view (e.g. in a timeline) keeps the owner-only count', () => {
    const store = carolStore(4);
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '3', screen_name: 'carol', follow_request_count: 0 })] }));
    expect(store.getState().users['3'].follow_request_count).toBe(4);
  });
});
