import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fetchContext, fetchStatus } from '../../api/statuses';
import { makeStore } from '../../store';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { renderWithStore } from '../../store/testing';
import ConversationPage from './ConversationPage';
import { scrollDelta } from './useScrollToFocused';

vi.mock('../../api/statuses', () => ({ fetchStatus: vi.fn(), fetchContext: vi.fn() }));

const account = (id: string, acct: string) => ({ id, username: acct, acct, display_name: acct.toUpperCase(), note: '', avatar: '', url: '' });
const raw = (id: string, text: string, who: ReturnType<typeof account>, replyTo: string | null = null) => ({
  id,
  content: `<p>${text}</p>`,
  created_at: '2024-05-01T10:00:00.000Z',
  account: who,
  visibility: 'public',
  in_reply_to_id: replyTo,
  media_attachments: [],
  mentions: [],
});

const alice = account('a', 'alice');
const bob = account('b', 'bob');

function page(id: string) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ restrictedNicknames: [] }));
  return renderWithStore(
    <Routes>
      <Route path="/notice/:id" element={<ConversationPage />} />
    </Routes>,
    { store, path: `/notice/${id}` },
  );
}

describe('ConversationPage', () => {
  beforeEach(() => {
    window.scrollBy = vi.fn();
  });

  it('shows ancestors, the focused status (aria-current) and descendants as a feed, with replies', async () => {
    vi.mocked(fetchStatus).mockResolvedValue(raw('2', 'Middle', bob, '1'));
    vi.mocked(fetchContext).mockResolvedValue({
      ancestors: [raw('1', 'Top', alice)],
      descendants: [raw('3', 'Below', alice, '2')],
    });
    await page('2');
    const feed = await screen.findByRole('feed', { name: 'Conversation' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(3));
    const articles = within(feed).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(articles[0]).toHaveTextContent('Top');
    expect(articles[1]).toHaveTextContent('Middle');
    expect(articles[2]).toHaveTextContent('Below');
    expect(articles[1]).toHaveAttribute('aria-setsize', '3');
    expect(within(articles[1]).getByRole('link', { name: '#1 @alice' })).toHaveAttribute('href', '/notice/3');
    await waitFor(() => expect(articles[1]).toHaveFocus());
  });

  it('keeps every status of a long thread and renders a window of it, the focused status in it', async () => {
    const replies = Array.from({ length: 300 }, (_, i) => raw(`r${i}`, `Reply ${i}`, alice, '2'));
    vi.mocked(fetchStatus).mockResolvedValue(raw('2', 'Middle', bob, '1'));
    vi.mocked(fetchContext).mockResolvedValue({ ancestors: [raw('1', 'Top', alice)], descendants: replies });
    const { store } = await page('2');
    const feed = await screen.findByRole('feed', { name: 'Conversation' });
    await waitFor(() => expect(feed.querySelector('[aria-current="true"]')).toHaveAttribute('aria-setsize', '302'));
    expect(Object.keys(store.getState().statuses)).toHaveLength(302);
    await waitFor(() => expect(within(feed).getByText('Reply 0')).toBeInTheDocument());
    expect(within(feed).getAllByRole('article').length).toBeLessThan(40);
    expect(within(feed).getByText('Middle')).toBeInTheDocument();
  });

  it('shows the generic error with a retry', async () => {
    vi.mocked(fetchStatus).mockRejectedValueOnce(new Error('Not found'));
    vi.mocked(fetchContext).mockResolvedValue({ ancestors: [], descendants: [] });
    await page('9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching conversation: Not found');
    vi.mocked(fetchStatus).mockResolvedValueOnce(raw('9', 'Found after all', alice));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Found after all')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('scrollDelta (highlight margins 100 px top, 50 px bottom)', () => {
  it('scrolls up to 100 px above, down to 50 px below, and keeps a fitting box', () => {
    expect(scrollDelta({ top: 40, bottom: 140, height: 100 }, 800)).toBe(-60);
    expect(scrollDelta({ top: 700, bottom: 800, height: 100 }, 800)).toBe(50);
    expect(scrollDelta({ top: 200, bottom: 300, height: 100 }, 800)).toBe(0);
    expect(scrollDelta({ top: 300, bottom: 1100, height: 800 }, 800)).toBe(200);
  });
});
