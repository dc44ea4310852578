import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser, setToken } from '../../store/authSlice';
import reducer, { chatOpened } from '../../store/chatsSlice';
import { injectReducer, makeStore } from '../../store/index';
import { setMobile } from '../../store/uiSlice';
import { renderWithStore } from '../../test/renderWithStore';
import { ChatPostForm } from './ChatPostForm';

vi.mock('../../api/chats', () => ({
  postChatMessage: vi.fn(() => new Promise(() => undefined)),
  fetchChatMessages: vi.fn(async () => ({ items: [], cursors: {} })),
  fetchChats: vi.fn(async () => []),
}));

function setup(mobile: boolean) {
  const store = makeStore();
  injectReducer(store, 'chats', reducer);
  store.dispatch(setToken('t'));
  store.dispatch(setCurrentUser('1'));
  store.dispatch(setMobile(mobile));
  store.dispatch(chatOpened({ chatId: 'c9', outgoing: [] }));
  renderWithStore(<ChatPostForm chatId="c9" />, { store });
  return { store, field: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

describe('ChatPostForm', () => {
  beforeEach(() => localStorage.clear());

  it('sends on Enter on desktop as a pending message and clears the field; Shift+Enter does not send', () => {
    const { store, field } = setup(false);
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'hello' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(store.getState().chats!.view!.outgoing).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter' });
    const view = store.getState().chats!.view!;
    expect(view.outgoing).toHaveLength(1);
    expect(view.byId[view.outgoing[0]]).toMatchObject({ pending: true, content: 'hello' });
    expect(field.value).toBe('');
  });

  it('refuses an empty message with the documented text', () => {
    const { store, field } = setup(false);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot post empty message');
    expect(store.getState().chats!.view!.outgoing).toHaveLength(0);
    expect(field.value).toBe('   ');
  });

  it('on a phone: no autofocus; Enter sends as on the desktop, Shift+Enter does not', () => {
    const { store, field } = setup(true);
    expect(field).not.toHaveFocus();
    expect(field).toHaveAttribute('enterkeyhint', 'send');
    fireEvent.change(field, { target: { value: 'from phone' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(store.getState().chats!.view!.outgoing).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(store.getState().chats!.view!.outgoing).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'and the button' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(store.getState().chats!.view!.outgoing).toHaveLength(2);
  });
});
