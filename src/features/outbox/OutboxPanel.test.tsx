// The Outbox panel's edit of a waiting post: opens filled from the kept request, saves in place
// through the outbox, and is not offered while the post is being sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../store';
import { setCurrentUser, setToken } from '../../store/authSlice';
import { publishOutbox } from '../../store/outbox/marks';
import type { OutboxEntry } from '../../store/outbox/types';
import { renderWithStore } from '../../store/testing';
import OutboxPanel from './OutboxPanel';

const editOutboxPost = vi.hoisted(() => vi.fn(async (): Promise<'edited' | 'sending' | 'gone'> => 'edited'));
vi.mock('../../store/outbox/start', () => ({ editOutboxPost, cancelOutboxEntry: vi.fn() }));

const post = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'e1', seq: 1, userId: 'me', state: 'waiting', error: null, method: 'POST', path: '/api/v1/statuses',
  headers: { 'Idempotency-Key': 'k' }, kind: 'post', target: '', pairKey: null, on: true,
  json: { status: 'old text', spoiler_text: 'cw', visibility: 'unlisted', language: 'en', media_ids: ['m1'], source: 'Starling', sensitive: false },
  ...over,
});

function signedIn() {
  const store = makeStore();
  store.dispatch(setToken('tok'));
  store.dispatch(setCurrentUser('me'));
  return store;
}

afterEach(() => {
  publishOutbox({ entries: [], volatile: false });
  editOutboxPost.mockClear();
});

describe('editing a waiting post in the Outbox panel', () => {
  it('opens filled with the kept post and saves the new body in place (media and the rest kept)', async () => {
    publishOutbox({ entries: [post()], volatile: false });
    await renderWithStore(<OutboxPanel />, { store: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit the waiting post' });
    const text = screen.getByRole('textbox', { name: 'Post text' });
    expect(text).toHaveValue('old text');
    expect(screen.getByRole('textbox', { name: 'Subject (optional)' })).toHaveValue('cw');
    await userEvent.clear(text);
    await userEvent.type(text, 'new text');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(editOutboxPost).toHaveBeenCalledWith('e1', {
      status: 'new text', spoiler_text: 'cw', visibility: 'unlisted', language: 'en', media_ids: ['m1'], source: 'Starling', sensitive: false,
    }, {});
    expect(form).not.toBeInTheDocument();
  });

  it('opens with the caret after the kept text, so typing adds to it', async () => {
    publishOutbox({ entries: [post()], volatile: false });
    await renderWithStore(<OutboxPanel />, { store: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' });
    expect(text).toHaveFocus();
    expect(text.selectionStart).toBe('old text'.length);
  });

  it('shows each attachment\'s description editable; a changed one is queued to go before the post', async () => {
    const display = { media: [{ id: 'm1', description: 'a cat' }] };
    publishOutbox({ entries: [post({ json: { status: 'two', media_ids: ['m1', 'm2'] }, display })], volatile: false });
    await renderWithStore(<OutboxPanel />, { store: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit the waiting post' });
    expect(screen.getByRole('textbox', { name: 'Description of attachment 1' })).toHaveValue('a cat');
    const second = screen.getByRole('textbox', { name: 'Description of attachment 2' });
    expect(second).toHaveValue('');
    await userEvent.type(second, 'a dog');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(editOutboxPost).toHaveBeenCalledWith('e1', { status: 'two', media_ids: ['m1', 'm2'], visibility: 'public' }, {
      before: [{ method: 'PUT', path: '/api/v1/media/m2', headers: {}, json: { description: 'a dog' } }],
      display: { media: [{ id: 'm1', description: 'a cat' }, { id: 'm2', description: 'a dog' }] },
    });
  });

  it('cancelling the edit saves nothing', async () => {
    publishOutbox({ entries: [post()], volatile: false });
    await renderWithStore(<OutboxPanel />, { store: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit the waiting post' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editOutboxPost).not.toHaveBeenCalled();
    expect(screen.getByText('old text')).toBeInTheDocument();
  });

  it('a post being sent offers no edit and says so', async () => {
    publishOutbox({ entries: [post({ state: 'sending' })], volatile: false });
    await renderWithStore(<OutboxPanel />, { store: signedIn() });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
  });

  it('an edit saved as the sender took the post is refused with a clear word, the form kept', async () => {
    editOutboxPost.mockResolvedValueOnce('sending');
    publishOutbox({ entries: [post()], volatile: false });
    await renderWithStore(<OutboxPanel />, { store: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit the waiting post' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It is being sent and can no longer be changed.');
  });
});
