// A description saved with the network gone is kept by the outbox (it goes ahead of the post made
// after it): the form goes on as if saved; a server refusal still fails.
import { describe, expect, it, vi } from 'vitest';
import { updateMediaDescription } from '../api/media';
import { ApiError, QueuedWriteError } from '../api/http';
import { describeMedia } from './composeThunks';
import { makeStore } from './index';

vi.mock('../api/media', () => ({ updateMediaDescription: vi.fn(), uploadMedia: vi.fn() }));

describe('describeMedia', () => {
  it('counts a description kept by the outbox as saved, a refused one as failed', async () => {
    const store = makeStore();
    vi.mocked(updateMediaDescription).mockRejectedValueOnce(new QueuedWriteError('Waiting to send', { status: 0, url: '/api/v1/media/1' }));
    expect(await store.dispatch(describeMedia('1', 'a cat'))).toBe(true);
    vi.mocked(updateMediaDescription).mockRejectedValueOnce(new ApiError('nope', { status: 422, url: '/api/v1/media/2' }));
    expect(await store.dispatch(describeMedia('2', 'a dog'))).toBe(false);
  });
});
