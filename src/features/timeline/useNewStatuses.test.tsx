import { act, fireEvent, screen } from '@testing-library/react';
import { fetchTimeline } from '../../api/timelines';
import { makeStore } from '../../store';
import { setOption } from '../../store/configSlice';
import { stopAllFetchers } from '../../store/fetchers';
import { showNewAtOnce } from '../../store/timelineMerge';
import { renderWithStore } from '../../store/testing';
import { handleStreamMessage } from '../../store/streamingEvents';
import { timelineReceived } from '../../store/timelinesSlice';
import { Timeline } from './Timeline';

vi.mock('../../api/timelines', async (orig) => ({ ...(await orig<typeof import('../../api/timelines')>()), fetchTimeline: vi.fn() }));
vi.mocked(fetchTimeline).mockResolvedValue({ data: [], status: 200, cursors: { maxId: null, minId: null }, headers: new Headers() });

const base = { streaming: true, scrollTop: 0, paused: false, hidden: false, pauseOnUnfocused: true };

describe('showNewAtOnce', () => {
  it('shows at once only with streaming on, within 15 px of the top, not paused, tab visible', () => {
    expect(showNewAtOnce(base)).toBe(true);
    expect(showNewAtOnce({ ...base, scrollTop: 14 })).toBe(true);
    expect(showNewAtOnce({ ...base, scrollTop: 15 })).toBe(false);
    expect(showNewAtOnce({ ...base, streaming: false })).toBe(false);
    expect(showNewAtOnce({ ...base, paused: true })).toBe(false);
    expect(showNewAtOnce({ ...base, hidden: true })).toBe(false);
    expect(showNewAtOnce({ ...base, hidden: true, pauseOnUnfocused: false })).toBe(true);
  });
});

function storeWithPage(streaming: boolean) {
  const store = makeStore();
  store.dispatch(setOption({ name: 'streaming', value: streaming }));
  store.dispatch(timelineReceived({ name: 'public', ids: ['1'], returned: 1, cursors: { maxId: '1', minId: '1' }, direction: 'initial' }));
  return store;
}
const arrive = (store: ReturnType<typeof makeStore>, ids: string[]) =>
  act(() => {
    store.dispatch(timelineReceived({ name: 'public', ids, returned: ids.length, cursors: { maxId: null, minId: null }, direction: 'newer' }));
  });

/** A click on the feed at `blockedAt` is swallowed; one after `until` goes through. */
function expectClicksBlockedUntil(now: { mockReturnValue: (v: number) => unknown; mockRestore: () => void }, blockedAt: number, until: number) {
  const onClick = vi.fn();
  const feed = screen.getByRole('feed');
  feed.addEventListener('click', onClick);
  now.mockReturnValue(blockedAt);
  fireEvent.click(feed);
  expect(onClick).not.toHaveBeenCalled();
  now.mockReturnValue(until + 1);
  fireEvent.click(feed);
  expect(onClick).toHaveBeenCalledTimes(1);
  now.mockRestore();
}

afterEach(() => {
  stopAllFetchers();
  window.scrollY = 0;
});

describe('Timeline new-status rules', () => {
  it('streaming on and at the top: new statuses show at once; clicks on the feed are blocked for 1 s', async () => {
    const store = storeWithPage(true);
    await renderWithStore(<Timeline name="public" title="Public timeline" />, { store });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    arrive(store, ['2']);
    expect(store.getState().timelines.public.visibleStatuses).toEqual(['2', '1']);
    expect(screen.getByText('Up-to-date')).toBeInTheDocument();
    expectClicksBlockedUntil(now, 1_000_000, 1_001_000);
  });

  it('a streamed status shown at once by the store blocks clicks on the feed for 1 s too', async () => {
    const store = storeWithPage(true);
    await renderWithStore(<Timeline name="public" title="Public timeline" />, { store });
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    const payload = { id: '2', content: '<p>new</p>', created_at: '2024-01-01T00:00:00.000Z', visibility: 'public', account: { id: '7', username: 'bob', acct: 'bob' } };
    act(() => {
      store.dispatch(handleStreamMessage('public', { event: 'update', payload, stream: ['public:local'] }));
    });
    expect(store.getState().timelines.public.visibleStatuses).toEqual(['2', '1']);
    expectClicksBlockedUntil(now, 2_000_999, 2_001_000);
  });

  it('scrolled down: the timeline pauses with "Show new (N)"; "." shows them, not while typing', async () => {
    const store = storeWithPage(true);
    await renderWithStore(
      <>
        <input aria-label="typing" />
        <Timeline name="public" title="Public timeline" />
      </>,
      { store },
    );
    window.scrollY = 400;
    arrive(store, ['2']);
    window.scrollY = 0;
    // Paused: even back at the top, further statuses wait.
    arrive(store, ['3']);
    expect(screen.getByRole('button', { name: 'Show new (2)' })).toBeInTheDocument();
    expect(store.getState().timelines.public.visibleStatuses).toEqual(['1']);
    fireEvent.keyDown(screen.getByLabelText('typing'), { key: '.' });
    expect(store.getState().timelines.public.visibleStatuses).toEqual(['1']);
    fireEvent.keyDown(document.body, { key: '.' });
    expect(store.getState().timelines.public.visibleStatuses).toEqual(['3', '2', '1']);
    expect(screen.getByText('Up-to-date')).toBeInTheDocument();
  });

  it('streaming off: polled statuses always wait for "Show new"', async () => {
    const store = storeWithPage(false);
    await renderWithStore(<Timeline name="public" title="Public timeline" />, { store });
    arrive(store, ['2']);
    expect(screen.getByRole('button', { name: 'Show new (1)' })).toBeInTheDocument();
  });

  it('a flush marker turns the button into "Reload"', async () => {
    const store = storeWithPage(false);
    await renderWithStore(<Timeline name="public" title="Public timeline" />, { store });
    arrive(store, Array.from({ length: 20 }, (_, i) => String(100 + i)));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
