// Scheduling in the post form: offered by the capability table, refused too soon in
// words, sent as scheduled_at; the ScheduledStatus answer is told as "Scheduled for" and the form
// is cleared, while a refusal keeps the draft.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { setToken } from '../../store/authSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { renderWithStore } from '../../store/testing';
import { toLocalInput } from '../../lib/scheduleTime';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';

const ui = () => (
  <ComposeGate>
    <PostStatusForm draftKey="new" label="New post" />
  </ComposeGate>
);

function storeWith(scheduledPostsAvailable: boolean) {
  const store = makeStore();
  store.dispatch(setToken('t'));
  store.dispatch(instanceSettingsMerged({ scheduledPostsAvailable }));
  return store;
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('scheduling in the post form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is not offered where the server does not schedule', async () => {
    await renderWithStore(ui(), { store: storeWith(false) });
    await screen.findByLabelText('Post text');
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
  });

  it('refuses a time too soon, then sends scheduled_at and says when', async () => {
    const at = new Date(Date.now() + 60 * 60_000);
    at.setSeconds(0, 0);
    const fetchMock = answer(200, { id: '5', scheduled_at: at.toISOString(), params: { text: 'later' }, media_attachments: [] });
    const store = storeWith(true);
    await renderWithStore(ui(), { store });
    fireEvent.change(await screen.findByLabelText('Post text'), { target: { value: 'later' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const field = screen.getByLabelText('Publish at');
    fireEvent.change(field, { target: { value: toLocalInput(Date.now() + 2 * 60_000) } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Schedule' }).at(-1)!);
    expect(await screen.findByText('Choose a time at least 5 minutes from now.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: toLocalInput(at.getTime()) } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Schedule' }).at(-1)!);
    expect(await screen.findByText(/^Scheduled for /)).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(body).toMatchObject({ status: 'later', scheduled_at: at.toISOString() });
    expect((screen.getByLabelText('Post text') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByLabelText('Publish at')).toBeNull();
  }, 20_000);

  it('keeps the draft when the server refuses', async () => {
    answer(422, { error: 'must be at least 5 minutes from now' });
    const store = storeWith(true);
    await renderWithStore(ui(), { store });
    fireEvent.change(await screen.findByLabelText('Post text'), { target: { value: 'keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Schedule' }).at(-1)!);
    expect(await screen.findByText(/must be at least 5 minutes from now/)).toBeTruthy();
    expect(store.getState().drafts?.new.text).toBe('keep me');
    expect(store.getState().drafts?.new.scheduledAt).toBeTruthy();
  });
});
