import { fetchAccountList } from '../api/accountLists';
import { fetchFollowList, fetchRelationships } from '../api/accounts';
import { exportAccounts } from './accountExportThunks';
import { makeUser } from './testing';
import { makeStore } from './index';

vi.mock('../api/accountLists', () => ({ fetchAccountList: vi.fn() }));
vi.mock('../api/accounts', () => ({ fetchFollowList: vi.fn(), fetchRelationships: vi.fn() }));
const lists = vi.mocked(fetchAccountList);
const follows = vi.mocked(fetchFollowList);
const relationships = vi.mocked(fetchRelationships);

const page = (accounts: object[], maxId: string | null) => ({ data: accounts, status: 200, cursors: { maxId, minId: null }, headers: new Headers() });
const account = (id: string, acct: string, relationship?: object) => ({ id, acct, username: acct.split('@')[0], ...(relationship ? { pleroma: { relationship } } : {}) });

function aliceStore() {
  const alice = makeUser({ id: '1', screen_name: 'alice', credentials: true, statusnet_profile_url: 'https://local.example/users/alice' });
  const base = makeStore().getState();
  return makeStore({ users: { '1': alice }, auth: { ...base.auth, currentUserId: '1', userToken: 'T' } });
}

beforeEach(() => vi.resetAllMocks());

describe('account list exports', () => {
  it('follows every page by the Link cursor and writes local accounts with the local domain', async () => {
    lists.mockResolvedValueOnce(page([account('2', 'bob'), account('3', 'dave@remote.example')], '3'));
    lists.mockResolvedValueOnce(page([account('4', 'erin@remote.example')], '4'));
    lists.mockResolvedValueOnce(page([], null));
    const outcome = await aliceStore().dispatch(exportAccounts('blocks'));
    expect(outcome).toEqual({ ok: true, value: 'bob@local.example\ndave@remote.example\nerin@remote.example\n' });
    expect(lists.mock.calls.map((c) => [c[0], c[2]])).toEqual([['blocks', null], ['blocks', '3'], ['blocks', '4']]);
  });

  it("takes boosts and notifications from the accounts' relationships, asking for the missing ones", async () => {
    follows.mockResolvedValueOnce(page([account('2', 'bob', { id: '2', following: true, showing_reblogs: false, subscribing: true }), account('3', 'dave@remote.example')], null));
    relationships.mockResolvedValueOnce([{ id: '3', following: true, showing_reblogs: true, notifying: false }]);
    const outcome = await aliceStore().dispatch(exportAccounts('following'));
    expect(follows).toHaveBeenCalledWith('1', 'following', expect.objectContaining({ maxId: null, token: 'T' }));
    expect(relationships).toHaveBeenCalledWith(['3'], 'T');
    expect(outcome).toEqual({
      ok: true,
      value: 'Account address,Show boosts,Notify on new posts,Languages\nbob@local.example,false,true,\ndave@remote.example,true,false,\n',
    });
  });

  it("answers the server's error text", async () => {
    lists.mockRejectedValueOnce(new Error('boom'));
    expect(await aliceStore().dispatch(exportAccounts('mutes'))).toEqual({ ok: false, message: 'boom' });
  });
});
