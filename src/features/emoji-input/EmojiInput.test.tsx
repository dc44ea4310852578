import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { searchAccounts } from '../../api/search';
import type { CustomEmoji } from '../../entities/instance';
import { makeStore } from '../../store';
import { entitiesReceived } from '../../store/actions';
import { setToken } from '../../store/authSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { makeUser, renderWithStore } from '../../store/testing';
import EmojiInput, { type EmojiInputProps } from './EmojiInput';

vi.mock('../../api/search', () => ({ searchAccounts: vi.fn(() => Promise.resolve({ accounts: [] })) }));
const search = vi.mocked(searchAccounts);

const custom = (name: string, tag = 'Blobs'): CustomEmoji => ({ displayText: name, replacement: `:${name}:`, imageUrl: `/emoji/${name}.png`, tags: [tag] });
const standard = (name: string, emoji: string): CustomEmoji => ({ displayText: name, replacement: emoji, imageUrl: null, tags: ['smileys'] });

function Harness(props: Partial<EmojiInputProps> & { initial?: string; input?: boolean }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <EmojiInput value={value} onChange={setValue} {...props}>
      {(field) =>
        props.input ? <input aria-label="Subject" {...field} /> : <textarea aria-label="Post text" {...field} />
      }
    </EmojiInput>
  );
}

function setup() {
  const store = makeStore();
  store.dispatch(setToken('tok'));
  store.dispatch(
    instanceSettingsMerged({
      customEmoji: [custom('blob'), custom('blob_green'), custom('blobcat'), custom('blobfox'), custom('blobowl'), custom('blobsad'), custom('moon', 'Starling')],
      emoji: [standard('grinning', '😀'), standard('blossom', '🌼')],
    }),
  );
  store.dispatch(
    entitiesReceived({
      users: [
        makeUser({ id: 'a', screen_name: 'alice', screen_name_ui: 'alice', name: 'Alice' }),
        makeUser({ id: 'b', screen_name: 'bob', screen_name_ui: 'bob', name: 'Bob' }),
      ],
    }),
  );
  return store;
}

afterEach(() => {
  vi.useRealTimers();
  search.mockClear();
});

describe('EmojiInput autocomplete', () => {
  it('suggests emoji for ":" plus two letters, at most 5, starting-with first', async () => {
    const store = setup();
    await renderWithStore(<Harness />, { store });
    const field = screen.getByRole('textbox', { name: 'Post text' });
    await userEvent.type(field, 'hi :b');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(field, 'l');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent(':blob:');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
    // A textarea keeps the textbox role: no aria-expanded on it.
    expect(field).not.toHaveAttribute('aria-expanded');
  });

  it('moves with the arrow keys and replaces the word at the caret on Enter, caret after it', async () => {
    const store = setup();
    const onOpen = vi.fn();
    await renderWithStore(<Harness initial="x  y" onSuggestionsOpenChange={onOpen} />, { store });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' });
    field.focus();
    field.setSelectionRange(2, 2);
    await userEvent.type(field, ':blo', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(onOpen).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{Enter}');
    expect(field.value).toBe('x :blob_green: y');
    expect(field.selectionStart).toBe(':blob_green: '.length + 2);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onOpen).toHaveBeenLastCalledWith(false);
  });

  it('picks with Tab, wraps with ArrowUp, inserts standard emoji as the character', async () => {
    const store = setup();
    await renderWithStore(<Harness />, { store });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' });
    await userEvent.type(field, ':grin');
    await userEvent.keyboard('{ArrowUp}{Tab}');
    expect(field.value).toBe('😀 ');
    expect(field).toHaveFocus();
  });

  it('Escape closes the list until the word changes; a click picks', async () => {
    const store = setup();
    await renderWithStore(<Harness />, { store });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' });
    await userEvent.type(field, ':moo');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(field, 'n');
    await userEvent.click(screen.getByRole('option', { name: /:moon:/ }));
    expect(field.value).toBe(':moon: ');
  });

  it('on an <input> it is a combobox with aria-expanded', async () => {
    const store = setup();
    await renderWithStore(<Harness input />, { store });
    const field = screen.getByRole('combobox', { name: 'Subject' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, ':bl');
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('suggests known accounts for "@" only when asked to, and inserts @acct', async () => {
    const store = setup();
    const { unmount } = await renderWithStore(<Harness />, { store });
    await userEvent.type(screen.getByRole('textbox'), '@al');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    unmount();

    await renderWithStore(<Harness suggestAccounts />, { store });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox');
    await userEvent.type(field, 'hello @al');
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent('Alice');
    expect(option).toHaveTextContent('@alice');
    await userEvent.keyboard('{Enter}');
    expect(field.value).toBe('hello @alice ');
  });

  it('searches the server once, 300 ms after the last keystroke, and merges the results', async () => {
    search.mockResolvedValue({
      accounts: [
        { id: 'd', acct: 'dave@remote.example', username: 'dave', display_name: 'Dave Alder', url: 'https://remote.example/users/dave', avatar: '/a.png' },
      ],
    });
    const store = setup();
    await renderWithStore(<Harness suggestAccounts />, { store });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = screen.getByRole('textbox');
    fireEvent.focus(field);
    const type = (text: string) => fireEvent.change(field, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } });
    type('@a');
    await act(() => vi.advanceTimersByTimeAsync(200));
    type('@al');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('al', 'tok', expect.any(AbortSignal));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alice@alice', 'Dave Alder@dave@remote.example']);
    expect(store.getState().users.d?.screen_name).toBe('dave@remote.example');
  });
});
