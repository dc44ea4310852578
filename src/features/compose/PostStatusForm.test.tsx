import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { DRAFTS_KEY } from '../../store/draftsSlice';
import { renderWithStore } from '../../store/testing';
import { PostStatusForm } from './PostStatusForm';
import { ComposeGate } from './ComposeGate';

function ui() {
  return (
    <ComposeGate>
      <PostStatusForm draftKey="new" label="New post" />
    </ComposeGate>
  );
}

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
});
