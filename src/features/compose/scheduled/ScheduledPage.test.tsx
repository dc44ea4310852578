// The Scheduled posts page: lists the server's answer; "Edit" opens the post form
// filled from the post, and scheduling it again replaces the old one (cancelled after the new one
// is kept, since the API changes only a post's time).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../store';
import { setToken } from '../../../store/authSlice';
import { instanceSettingsMerged } from '../../../store/instanceSlice';
import { renderWithStore } from '../../../store/testing';
import ScheduledPage from './ScheduledPage';

const at = new Date(Date.now() + 2 * 3600_000);
at.setSeconds(0, 0);
const scheduled = (id: string, text: string) => ({
  id, scheduled_at: at.toISOString(), params: { text, spoiler_text: 'cw', visibility: 'unlisted' }, media_attachments: [],
});

function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    let body: unknown = {};
    if (url.includes('/api/v1/scheduled_statuses') && method === 'GET') body = [scheduled('1', 'first words')];
    if (url.endsWith('/api/v1/statuses') && method === 'POST') body = scheduled('2', 'second words');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

describe('ScheduledPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists, and edits by scheduling again and cancelling the old post', async () => {
    const fetchMock = serve();
    const store = makeStore();
    store.dispatch(setToken('t'));
    store.dispatch(instanceSettingsMerged({ scheduledPostsAvailable: true }));
    await renderWithStore(<ScheduledPage />, { store });
    const item = (await screen.findByText('first words')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));

    const form = await screen.findByRole('form', { name: 'Edit scheduled post' });
    const text = within(form).getByLabelText('Post text') as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toBe('first words'));
    expect((within(form).getByLabelText('Subject (optional)') as HTMLInputElement).value).toBe('cw');
    fireEvent.change(text, { target: { value: 'second words' } });
    fireEvent.click(within(form).getAllByRole('button', { name: 'Schedule' }).at(-1)!);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit scheduled post' })).toBeNull());
    const calls = fetchMock.mock.calls.map(([u, i]) => `${i?.method ?? 'GET'} ${String(u).replace(/^https?:\/\/[^/]+/, '')}`);
    expect(calls).toContain('POST /api/v1/statuses');
    expect(calls.indexOf('DELETE /api/v1/scheduled_statuses/1')).toBeGreaterThan(calls.indexOf('POST /api/v1/statuses'));
    const posted = JSON.parse(String(fetchMock.mock.calls.find(([u, i]) => String(u).endsWith('/api/v1/statuses') && i?.method === 'POST')![1]!.body));
    expect(posted).toMatchObject({ status: 'second words', spoiler_text: 'cw', visibility: 'unlisted', scheduled_at: at.toISOString() });
    expect(await screen.findByText('second words')).toBeTruthy();
    expect(screen.queryByText('first words')).toBeNull();
  }, 20_000);
});
