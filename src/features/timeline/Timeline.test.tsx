import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../entities/apiError';
import { fetchTimeline } from '../../api/timelines';
import { normalizeStatuses } from '../../entities/status';
import { makeStore } from '../../store';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { timelineReceived } from '../../store/timelinesSlice';
import { Timeline } from './Timeline';

vi.mock('../../api/timelines', async (orig) => ({ ...(await orig<typeof import('../../api/timelines')>()), fetchTimeline: vi.fn() }));
vi.mock('../../entities/status', () => ({ normalizeStatuses: vi.fn() }));

const api = vi.mocked(fetchTimeline);
const normalize = vi.mocked(normalizeStatuses);

function page(ids: string[], maxId: string | null = ids[ids.length - 1] ?? null) {
  api.mockResolvedValueOnce({ data: ids, status: 200, cursors: { maxId, minId: ids[0] ?? null }, headers: new Headers() });
  normalize.mockReturnValueOnce({
    entity: ids.map((id) => makeStatus({ id, user: 'a', text: `Post number ${id}` })),
    statuses: [],
    users: [makeUser({ id: 'a', name: 'Alice', screen_name: 'alice' })],
  });
}

beforeEach(() => {
  api.mockReset();
  normalize.mockReset();
});

const show = () => renderWithStore(<Timeline name="public" title="Public timeline" />);

describe('Timeline', () => {
  it('renders a feed of named, focusable articles with positions; set size unknown until bottomed out', async () => {
    page(['3', '2', '1']);
    await show();
    const feed = await screen.findByRole('feed', { name: 'Public timeline' });
    const articles = await within(feed).findAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(articles[0]).toHaveAccessibleName('Alice: Post number 3');
    expect(articles[0]).toHaveAttribute('tabindex', '0');
    expect(articles[1]).toHaveAttribute('aria-posinset', '2');
    expect(articles[1]).toHaveAttribute('aria-setsize', '-1');
    expect(feed).toHaveAttribute('aria-busy', 'false');
  });

  it('Page Down / Page Up move focus between articles', async () => {
    page(['3', '2', '1']);
    await show();
    const articles = await screen.findAllByRole('article');
    articles[0].focus();
    fireEvent.keyDown(articles[0], { key: 'PageDown' });
    expect(articles[1]).toHaveFocus();
    fireEvent.keyDown(articles[1], { key: 'PageDown' });
    expect(articles[2]).toHaveFocus();
    fireEvent.keyDown(articles[2], { key: 'PageUp' });
    expect(articles[1]).toHaveFocus();
  });

  it('loads older statuses until a page comes back empty, then knows the set size', async () => {
    const now = vi.spyOn(Date, 'now');
    let t = 1_000_000;
    now.mockImplementation(() => t);
    page(['3', '2']);
    await show();
    const user = userEvent.setup();
    page(['1']);
    await user.click(await screen.findByRole('button', { name: 'Load older statuses' }));
    // The window may grow to the longer list after the click's own render.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ maxId: '2' }));
    t += 1500; // past the 1 s older-fetch throttle
    page([]);
    await user.click(screen.getByRole('button', { name: 'Load older statuses' }));
    expect(await screen.findByText('No more statuses')).toBeInTheDocument();
    expect(screen.getAllByRole('article')[2]).toHaveAttribute('aria-setsize', '3');
    now.mockRestore();
  });

  it('shows "No statuses" for an empty timeline', async () => {
    page([]);
    await show();
    expect(await screen.findByText('No statuses')).toBeInTheDocument();
    // A feed without articles breaks the ARIA feed pattern (axe aria-required-children).
    expect(screen.queryByRole('feed')).toBeNull();
    expect(document.querySelector('.timeline-feed')).not.toHaveAttribute('aria-labelledby');
  });

  it('shows the error with a retry', async () => {
    api.mockRejectedValueOnce(new ApiError('Bad Gateway', { status: 502, statusText: 'Bad Gateway', url: '/x' }));
    await show();
    expect(await screen.findByText('Error fetching timeline: 502 Bad Gateway')).toBeInTheDocument();
    page(['9']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Please try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('"Show new (N)" appears when newer statuses are waiting', async () => {
    const store = makeStore();
    store.dispatch(timelineReceived({ name: 'public', ids: ['1'], returned: 1, cursors: { maxId: '1', minId: '1' }, direction: 'initial' }));
    store.dispatch(timelineReceived({ name: 'public', ids: ['3', '2'], returned: 2, cursors: { maxId: null, minId: '3' }, direction: 'newer' }));
    await renderWithStore(<Timeline name="public" title="Public timeline" />, { store });
    const button = screen.getByRole('button', { name: 'Show new (2)' });
    await userEvent.setup().click(button);
    expect(store.getState().timelines.public.visibleStatuses).toEqual(['3', '2', '1']);
  });
});
