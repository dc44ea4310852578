import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import type { Attachment } from '../../entities/types';
import { setOption } from '../../store/configSlice';
import { DRAFTS_KEY, draftUpdated, injectDrafts } from '../../store/draftsSlice';
import { ConfirmHost } from '../../ui/ConfirmHost';
import { renderWithStore } from '../../store/testing';
import { PostStatusForm } from './PostStatusForm';
import { setOfflineWriteKeeper } from '../../api/http';
import { ComposeGate } from './ComposeGate';

function ui() {
  return (
    <ComposeGate>
      <PostStatusForm draftKey="new" label="New post" />
      <ConfirmHost />
    </ComposeGate>
  );
}

const image: Attachment = {
  id: 'm1', type: 'image', mimetype: 'image/png', url: '/m1.png', large_thumb_url: '/m1.png', thumb_url: '/m1.png',
  description: '', meta: null, oembed: null, blurhash: null,
};

/** Answers every request: the post as created, anything else as {}. */
function acceptPosts() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const posted = String(input instanceof Request ? input.url : input).endsWith('/api/v1/statuses');
    const body = posted ? { id: '9', content: 'hi', account: { id: '1', acct: 'alice', username: 'alice' } } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const postedBodies = (fetchMock: ReturnType<typeof acceptPosts>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/v1/statuses') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('PostStatusForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('counts characters left against the text limit and refuses an empty post', async () => {
    const store = makeStore();
    await renderWithStore(ui(), { store });
    const text = await screen.findByLabelText('Post text');
    fireEvent.change(text, { target: { value: 'hello' } });
    expect(screen.getByText('4,995 characters left')).toBeTruthy();
    fireEvent.change(text, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText("Can't post an empty status with no files")).toBeTruthy();
    fireEvent.change(text, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('-1 character left')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps what was typed in the draft store and in localStorage', async () => {
    const store = makeStore();
    await renderWithStore(ui(), { store });
    fireEvent.change(await screen.findByLabelText('Post text'), { target: { value: 'keep me' } });
    expect(store.getState().drafts?.new.text).toBe('keep me');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}').new?.text).toBe('keep me'));
  });

  it('shows the server error after Error: and keeps the text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'nope' }), { status: 422, headers: { 'content-type': 'application/json' } }),
    );
    await renderWithStore(ui());
    const text = await screen.findByLabelText('Post text');
    fireEvent.change(text, { target: { value: 'try' } });
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Error: nope')).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('try');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post' })).toBeTruthy());
  });

  it('clears the form and is done (a modal closes) when the outbox keeps the post for later', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    setOfflineWriteKeeper(async () => true);
    const onPosted = vi.fn();
    try {
      await renderWithStore(
        <ComposeGate>
          <PostStatusForm draftKey="new" label="New post" onPosted={onPosted} />
        </ComposeGate>,
      );
      const text = await screen.findByLabelText('Post text');
      fireEvent.change(text, { target: { value: 'on a train' } });
      fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
      await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
      expect((text as HTMLTextAreaElement).value).toBe('');
    } finally {
      setOfflineWriteKeeper(null);
    }
  });

  it('sends the language chosen, the interface language by default, and starts the next post in the last one used', async () => {
    const fetchMock = acceptPosts();
    const store = makeStore();
    await renderWithStore(ui(), { store });
    const language = (await screen.findByLabelText('Language of the post')) as HTMLSelectElement;
    expect(language.value).toBe('en');
    fireEvent.change(language, { target: { value: 'de' } });
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'Guten Morgen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postedBodies(fetchMock)).toHaveLength(1));
    expect(postedBodies(fetchMock)[0]).toMatchObject({ status: 'Guten Morgen', language: 'de' });
    await waitFor(() => expect(store.getState().config.postLanguage).toBe('de'));
    expect((screen.getByLabelText('Language of the post') as HTMLSelectElement).value).toBe('de');
  });

  it('asks once before posting media without a description; "Add description" keeps the post and focuses the field', async () => {
    const fetchMock = acceptPosts();
    const store = makeStore();
    injectDrafts(store);
    store.dispatch(draftUpdated({ key: 'new', patch: { text: 'look', subject: '', files: [image] } }));
    await renderWithStore(ui(), { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add a description?' });
    fireEvent.click(screen.getByRole('button', { name: 'Add description' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByLabelText('Description of attachment 1'));
    expect(postedBodies(fetchMock)).toHaveLength(0);
    expect(store.getState().drafts?.new.text).toBe('look');

    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post anyway' }));
    await waitFor(() => expect(postedBodies(fetchMock)).toHaveLength(1));
    expect(postedBodies(fetchMock)[0]).toMatchObject({ media_ids: ['m1'] });
  });

  it('posts media without a description at once when the preference is off', async () => {
    const fetchMock = acceptPosts();
    const store = makeStore();
    store.dispatch(setOption({ name: 'askForMediaDescriptions', value: false }));
    injectDrafts(store);
    store.dispatch(draftUpdated({ key: 'new', patch: { text: 'look', subject: '', files: [image] } }));
    await renderWithStore(ui(), { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postedBodies(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
