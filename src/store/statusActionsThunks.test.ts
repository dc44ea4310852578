import { ApiError } from '../api/http';
import { deleteStatus as apiDelete, postStatusAction } from '../api/statusActions';
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
