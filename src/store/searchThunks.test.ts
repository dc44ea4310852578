import { search2 } from '../api/search';
import { defaultSearchTab, latestHistory, needsResolve, runSearch } from './searchThunks';
import { makeStore } from './index';

vi.mock('../api/search', () => ({ search2: vi.fn() }));
const search = vi.mocked(search2);

const account = (id: string, acct: string) => ({ id, acct, username: acct.split('@')[0], display_name: acct });
const status = (id: string) => ({ id, account: account('9', 'bob'), content: '<p>hello</p>', created_at: '2024-01-01T00:00:00Z' });

beforeEach(() => search.mockReset());

describe('defaultSearchTab', () => {
  const r = (s: number, p: number, h: number) => ({
    statusIds: Array.from({ length: s }, (_, i) => `s${i}`),
    accountIds: Array.from({ length: p }, (_, i) => `a${i}`),
    hashtags: Array.from({ length: h }, (_, i) => ({ name: `t${i}`, url: '', history: [] })),
  });
  it('opens the first non-empty tab in the order statuses, people, hashtags', () => {
    expect(defaultSearchTab(r(2, 1, 1))).toBe('statuses');
    expect(defaultSearchTab(r(0, 3, 1))).toBe('people');
    expect(defaultSearchTab(r(0, 0, 4))).toBe('hashtags');
  });
  it('falls back to statuses when everything is empty', () => {
    expect(defaultSearchTab(r(0, 0, 0))).toBe('statuses');
  });
});

describe('needsResolve', () => {
  it('is true for remote handles and URLs only', () => {
    expect(needsResolve('@dave@remote.example')).toBe(true);
    expect(needsResolve('dave@remote.example')).toBe(true);
    expect(needsResolve('https://remote.example/notice/1')).toBe(true);
    expect(needsResolve('dave')).toBe(false);
    expect(needsResolve('@dave')).toBe(false);
    expect(needsResolve('cats and dogs')).toBe(false);
  });
});

describe('runSearch', () => {
  it('does nothing for an empty query', async () => {
    const store = makeStore();
    expect(await store.dispatch(runSearch('   '))).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it('stores accounts and statuses, returns their ids and the hashtags', async () => {
    search.mockResolvedValueOnce({
      accounts: [account('5', 'dave@remote.example')],
      statuses: [status('77'), { bogus: true }],
      hashtags: [{ name: 'cats', url: 'https://x/tag/cats', history: [{ day: '100', uses: '3', accounts: '2' }] }, 'dogs'],
    });
    const store = makeStore();
    const result = await store.dispatch(runSearch(' @dave@remote.example '));
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ q: '@dave@remote.example', resolve: true }), null);
    expect(result).toEqual({
      accountIds: ['5'],
      statusIds: ['77'],
      hashtags: [
        { name: 'cats', url: 'https://x/tag/cats', history: [{ day: '100', uses: 3, accounts: 2 }] },
        { name: 'dogs', url: '', history: [] },
      ],
    });
    expect(store.getState().users['5'].screen_name).toBe('dave@remote.example');
    expect(store.getState().statuses['77'].user).toBe('9');
  });

  it('passes the server error on', async () => {
    search.mockRejectedValueOnce(new Error('boom'));
    await expect(makeStore().dispatch(runSearch('cats'))).rejects.toThrow('boom');
  });
});

describe('latestHistory', () => {
  it('takes the newest day, whatever the order', () => {
    const tag = { name: 'x', url: '', history: [{ day: '100', uses: 1, accounts: 1 }, { day: '200', uses: 7, accounts: 4 }] };
    expect(latestHistory(tag)).toEqual({ accounts: 4, uses: 7 });
    expect(latestHistory({ ...tag, history: [] })).toBeNull();
  });
});
