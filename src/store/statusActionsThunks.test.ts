import { ApiError } from '../api/http';
import { deleteStatus as apiDelete, postStatusAction } from '../api/statusActions';
import { publishOutbox } from './outbox/marks';
import type { OutboxEntry } from './outbox/types';
import { deleteStatus, toggleStatus } from './statusActionsThunks';
import { makeStatus } from './testing';
import { makeStore } from './index';

vi.mock('../api/statusActions', () => ({ postStatusAction: vi.fn(), deleteStatus: vi.fn() }));
const post = vi.mocked(postStatusAction);
const del = vi.mocked(apiDelete);

const account = { id: '1', acct: 'alice', username: 'alice', display_name: 'Alice' };
const raw = (over: Record<string, unknown> = {}) => ({
  id: '100', account, content: '<p>hi</p>', visibility: 'public', created_at: '2024-01-01T00:00:00Z', ...over,
});

/** An unbookmark of status 100 waiting in the outbox. */
const waitingUnbookmark: OutboxEntry = {
  id: 'e1', seq: 1, userId: '1', state: 'waiting', error: null, method: 'POST', path: '/api/v1/statuses/100/unbookmark',
  headers: {}, kind: 'bookmark', target: '100', pairKey: 'status:100:bookmark', on: false,
};

function storeWith(over = {}) {
  return makeStore({ statuses: { '100': makeStatus({ id: '100', fave_num: 2, repeat_num: 1, ...over }) } });
}

beforeEach(() => {
  post.mockReset();
  del.mockReset();
});

describe('toggleStatus', () => {
  it('flips flag and count at once, then takes the server answer', async () => {
    const store = storeWith();
    let resolve!: (v: unknown) => void;
    post.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const done = store.dispatch(toggleStatus('100', 'favourite'));
    expect(store.getState().statuses['100']).toMatchObject({ favorited: true, fave_num: 3 });
    expect(post).toHaveBeenCalledWith('100', 'favourite', null);
    resolve(raw({ favourited: true, favourites_count: 7 }));
    await done;
    expect(store.getState().statuses['100']).toMatchObject({ favorited: true, fave_num: 7 });
  });

  it('never drops a click made while the last one is on its way: the last click is what the server gets', async () => {
    const store = storeWith();
    const answers: ((v: unknown) => void)[] = [];
    post.mockImplementation(() => new Promise((r) => answers.push(r)));
    const first = store.dispatch(toggleStatus('100', 'bookmark'));
    expect(store.getState().statuses['100'].bookmarked).toBe(true);
    void store.dispatch(toggleStatus('100', 'bookmark'));
    expect(store.getState().statuses['100'].bookmarked).toBe(false);
    void store.dispatch(toggleStatus('100', 'bookmark'));
    void store.dispatch(toggleStatus('100', 'bookmark'));
    expect(store.getState().statuses['100'].bookmarked).toBe(false);
    answers[0](raw({ bookmarked: true }));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    // The answer to the first click does not flip the button back while the next is on its way.
    expect(store.getState().statuses['100'].bookmarked).toBe(false);
    answers[1](raw({ bookmarked: false }));
    await first;
    expect(post.mock.calls.map((c) => c[1])).toEqual(['bookmark', 'unbookmark']);
    expect(store.getState().statuses['100'].bookmarked).toBe(false);
  });

  it('sends nothing more when the clicks made while one was on its way cancel out', async () => {
    const store = storeWith();
    let answer!: (v: unknown) => void;
    post.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const first = store.dispatch(toggleStatus('100', 'favourite'));
    void store.dispatch(toggleStatus('100', 'favourite'));
    void store.dispatch(toggleStatus('100', 'favourite'));
    expect(store.getState().statuses['100']).toMatchObject({ favorited: true, fave_num: 3 });
    answer(raw({ favourited: true, favourites_count: 3 }));
    await first;
    expect(post).toHaveBeenCalledTimes(1);
    expect(store.getState().statuses['100']).toMatchObject({ favorited: true, fave_num: 3 });
  });

  it('a refusal behind a waiting click shows what the server has', async () => {
    const store = storeWith();
    let answer!: (v: unknown) => void;
    post.mockReturnValueOnce(new Promise((r) => (answer = r)));
    post.mockRejectedValueOnce(new ApiError('', { status: 500, body: { error: 'Something went wrong' }, url: '/x' }));
    const first = store.dispatch(toggleStatus('100', 'favourite'));
    void store.dispatch(toggleStatus('100', 'favourite'));
    answer(raw({ favourited: true, favourites_count: 3 }));
    await first;
    expect(post.mock.calls.map((c) => c[1])).toEqual(['favourite', 'unfavourite']);
    expect(store.getState().statuses['100']).toMatchObject({ favorited: true, fave_num: 3 });
    expect(store.getState().notices[0]).toMatchObject({ messageKey: 'status_actions.error_favourite' });
  });

  it('a click asks the opposite of what the button shows: a waiting click\'s state over an older answer\'s', async () => {
    const store = storeWith({ bookmarked: true }); // an answer brought the server's state: still bookmarked
    publishOutbox({ entries: [{ ...waitingUnbookmark }], volatile: false });
    post.mockResolvedValueOnce(raw({ bookmarked: true }));
    try {
      await store.dispatch(toggleStatus('100', 'bookmark'));
    } finally {
      publishOutbox({ entries: [], volatile: false });
    }
    expect(post).toHaveBeenCalledWith('100', 'bookmark', null);
  });

  it('undoes with the opposite call', async () => {
    const store = storeWith({ favorited: true });
    post.mockResolvedValueOnce(raw({ favourited: false, favourites_count: 1 }));
    await store.dispatch(toggleStatus('100', 'favourite'));
    expect(post).toHaveBeenCalledWith('100', 'unfavourite', null);
    expect(store.getState().statuses['100']).toMatchObject({ favorited: false, fave_num: 1 });
  });

  it('confirms a repeat from the inner status of the reblog answer', async () => {
    const store = storeWith();
    post.mockResolvedValueOnce({ id: '200', account, reblog: raw({ reblogged: true, reblogs_count: 5 }) });
    await store.dispatch(toggleStatus('100', 'repeat'));
    expect(post).toHaveBeenCalledWith('100', 'reblog', null);
    expect(store.getState().statuses['100']).toMatchObject({ repeated: true, repeat_num: 5 });
  });

  it('reverts and emits the server message on failure', async () => {
    const store = storeWith();
    const err = new ApiError('', { status: 422, body: { error: 'Only public or unlisted posts can be pinned' }, url: '/x' });
    post.mockRejectedValueOnce(err);
    await store.dispatch(toggleStatus('100', 'pin'));
    expect(store.getState().statuses['100'].pinned).toBe(false);
    expect(store.getState().notices[0]).toMatchObject({
      level: 'error',
      messageKey: 'status_actions.error_pin',
      messageArgs: { error: 'Only public or unlisted posts can be pinned' },
    });
  });

  it('mutes the thread with mute/unmute', async () => {
    const store = storeWith();
    post.mockResolvedValueOnce(raw({ muted: true, pleroma: { thread_muted: true } }));
    await store.dispatch(toggleStatus('100', 'mute'));
    expect(post).toHaveBeenCalledWith('100', 'mute', null);
    expect(store.getState().statuses['100'].thread_muted).toBe(true);
  });
});

describe('deleteStatus', () => {
  it('marks the status deleted at once', async () => {
    const store = storeWith();
    del.mockResolvedValueOnce(raw());
    const done = store.dispatch(deleteStatus('100'));
    expect(store.getState().statuses['100'].deleted).toBe(true);
    await done;
    expect(store.getState().statuses['100'].deleted).toBe(true);
  });

  it('restores it and emits the error when the server refuses', async () => {
    const store = storeWith();
    del.mockRejectedValueOnce(new ApiError('', { status: 403, body: { error: 'This action is not allowed' }, url: '/x' }));
    await store.dispatch(deleteStatus('100'));
    expect(store.getState().statuses['100'].deleted).toBe(false);
    expect(store.getState().notices[0].messageArgs).toEqual({ error: 'This action is not allowed' });
  });
});
