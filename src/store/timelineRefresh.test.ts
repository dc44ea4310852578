// After a warm start home asks for its newest page without since_id: the kept statuses
// it holds get the server's current state in place, and only the unknown ones wait behind "show new".
import { fetchTimeline as apiFetchTimeline } from '../api/timelines';
import { normalizeStatuses } from '../entities/status';
import { fetchTimeline } from './timelineThunks';
import { makeStatus, makeUser } from './testing';
import { makeStore } from './index';

vi.mock('../api/timelines', async (orig) => ({ ...(await orig<typeof import('../api/timelines')>()), fetchTimeline: vi.fn() }));
vi.mock('../entities/status', () => ({ normalizeStatuses: vi.fn() }));

const api = vi.mocked(apiFetchTimeline);
const normalize = vi.mocked(normalizeStatuses);

function page(ids: string[], favorited = false) {
  const statuses = ids.map((id) => makeStatus({ id, user: 'u', favorited }));
  api.mockResolvedValueOnce({ data: ids.map((id) => ({ id })), status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() });
  normalize.mockReturnValueOnce({ entity: statuses, statuses: [], users: [makeUser({ id: 'u' })] });
}

it('refresh: the newest page without since_id; known statuses updated, new ones counted', async () => {
  const store = makeStore();
  page(['2', '1']);
  await store.dispatch(fetchTimeline('friends'));
  page(['3', '2', '1'], true);
  await store.dispatch(fetchTimeline('friends', { newer: true, refresh: true }));
  expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ sinceId: null, maxId: null }));
  const s = store.getState();
  expect(s.timelines.friends.visibleStatuses).toEqual(['2', '1']);
  expect(s.timelines.friends.newStatusCount).toBe(1);
  expect(s.statuses['2'].favorited).toBe(true);
});
