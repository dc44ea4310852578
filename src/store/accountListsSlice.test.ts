import { fetchAccountList, undoAccountRelation } from '../api/accountLists';
import { blockDomain as apiBlockDomain, fetchDomainBlocks, unblockDomain as apiUnblockDomain } from '../api/domainBlocks';
import { ApiError } from '../api/http';
import { ensureAccountListsSlice, listItemAdded, listPageReceived, selectAccountList } from './accountListsSlice';
import { blockDomain, fetchList, undoListItem } from './accountListsThunks';
import { loggedOut } from './actions';
import { makeStore as makeBareStore } from './index';

function makeStore() {
  const store = makeBareStore();
  ensureAccountListsSlice(store);
  return store;
}

vi.mock('../api/accountLists', () => ({ fetchAccountList: vi.fn(), undoAccountRelation: vi.fn() }));
vi.mock('../api/domainBlocks', () => ({ fetchDomainBlocks: vi.fn(), blockDomain: vi.fn(), unblockDomain: vi.fn() }));
const fetchAccounts = vi.mocked(fetchAccountList);
const undo = vi.mocked(undoAccountRelation);
const fetchDomains = vi.mocked(fetchDomainBlocks);
const block = vi.mocked(apiBlockDomain);
const unblock = vi.mocked(apiUnblockDomain);

const page = (data: unknown, maxId: string | null = null) => ({
  data,
  status: 200,
  cursors: { maxId, minId: null },
  headers: new Headers(),
});
const acct = (id: string) => ({ id, acct: `user${id}`, username: `user${id}` });

beforeEach(() => vi.resetAllMocks());

describe('accountLists slice', () => {
  it('is injected on demand; before that the lists read as empty', () => {
    const store = makeBareStore();
    expect(store.getState().accountLists).toBeUndefined();
    expect(selectAccountList(store.getState(), 'mutes').items).toEqual([]);
    ensureAccountListsSlice(store);
    expect(store.getState().accountLists?.mutes).toMatchObject({ items: [], loaded: false });
  });

  it('replaces on a first page, appends later pages without duplicates', () => {
    const store = makeStore();
    store.dispatch(listPageReceived({ list: 'mutes', items: ['1', '2'], maxId: '2', append: false }));
    store.dispatch(listPageReceived({ list: 'mutes', items: ['2', '3'], maxId: null, append: true }));
    expect(store.getState().accountLists!.mutes).toMatchObject({ items: ['1', '2', '3'], maxId: null, loaded: true });
    store.dispatch(listPageReceived({ list: 'mutes', items: ['9'], maxId: null, append: false }));
    expect(store.getState().accountLists!.mutes.items).toEqual(['9']);
  });

  it('puts an item back at its index and empties on logout', () => {
    const store = makeStore();
    store.dispatch(listPageReceived({ list: 'blocks', items: ['1', '3'], maxId: null, append: false }));
    store.dispatch(listItemAdded({ list: 'blocks', item: '2', index: 1 }));
    store.dispatch(listItemAdded({ list: 'blocks', item: '2', index: 0 }));
    expect(store.getState().accountLists!.blocks.items).toEqual(['1', '2', '3']);
    store.dispatch(loggedOut());
    expect(store.getState().accountLists!.blocks.items).toEqual([]);
  });
});

describe('fetchList', () => {
  it('pages mutes by the Link cursor and stores the accounts', async () => {
    const store = makeStore();
    fetchAccounts.mockResolvedValueOnce(page([acct('1'), acct('2')], '2'));
    await store.dispatch(fetchList('mutes'));
    expect(fetchAccounts).toHaveBeenLastCalledWith('mutes', null, null);
    fetchAccounts.mockResolvedValueOnce(page([acct('3')]));
    await store.dispatch(fetchList('mutes', { more: true }));
    expect(fetchAccounts).toHaveBeenLastCalledWith('mutes', null, '2');
    expect(store.getState().accountLists!.mutes).toMatchObject({ items: ['1', '2', '3'], maxId: null });
    expect(store.getState().users['3'].screen_name).toBe('user3');
    await store.dispatch(fetchList('mutes', { more: true })); // no next page: no call
    expect(fetchAccounts).toHaveBeenCalledTimes(2);
  });

  it('keeps domain names and records a failure', async () => {
    const store = makeStore();
    fetchDomains.mockResolvedValueOnce(page(['spam.example', 42, '']));
    await store.dispatch(fetchList('domainBlocks'));
    expect(store.getState().accountLists!.domainBlocks.items).toEqual(['spam.example']);
    fetchAccounts.mockRejectedValueOnce(new ApiError('HTTP 500', { status: 500, url: '/api/v1/blocks', body: { error: 'down' } }));
    await store.dispatch(fetchList('blocks'));
    expect(store.getState().accountLists!.blocks).toMatchObject({ loading: false, error: 'down' });
  });
});

describe('undo and domain blocks', () => {
  it('unblocks at once and stores the relationship', async () => {
    const store = makeStore();
    store.dispatch(listPageReceived({ list: 'blocks', items: ['1', '2'], maxId: null, append: false }));
    undo.mockResolvedValueOnce({ id: '1', blocking: false });
    expect(await store.dispatch(undoListItem('blocks', '1'))).toBe(true);
    expect(undo).toHaveBeenCalledWith('blocks', '1', null);
    expect(store.getState().accountLists!.blocks.items).toEqual(['2']);
    expect(store.getState().relationships['1'].blocking).toBe(false);
  });

  it('puts a refused unmute back where it was, with a notice', async () => {
    const store = makeStore();
    store.dispatch(listPageReceived({ list: 'mutes', items: ['1', '2', '3'], maxId: null, append: false }));
    undo.mockRejectedValueOnce(new Error('nope'));
    expect(await store.dispatch(undoListItem('mutes', '2'))).toBe(false);
    expect(store.getState().accountLists!.mutes.items).toEqual(['1', '2', '3']);
    expect(store.getState().notices[0]).toMatchObject({ messageKey: 'account_lists.unmute_error', messageArgs: { error: 'nope' } });
  });

  it('blocks and unblocks a domain', async () => {
    const store = makeStore();
    block.mockResolvedValueOnce(undefined);
    expect(await store.dispatch(blockDomain(' Spam.Example '))).toBe(true);
    expect(block).toHaveBeenCalledWith('spam.example', null);
    expect(store.getState().accountLists!.domainBlocks.items).toEqual(['spam.example']);
    unblock.mockResolvedValueOnce(undefined);
    await store.dispatch(undoListItem('domainBlocks', 'spam.example'));
    expect(unblock).toHaveBeenCalledWith('spam.example', null);
    expect(store.getState().accountLists!.domainBlocks.items).toEqual([]);
  });
});
