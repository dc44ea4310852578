import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { setOption } from '../../store/configSlice';
import { renderWithStore } from '../../store/testing';
import KeyboardShortcuts from './KeyboardShortcuts';

const faved = vi.fn();
const replied = vi.fn();

function Post({ id }: { id: string }) {
  return (
    <article tabIndex={0} data-status-id={id} aria-label={`post ${id}`}>
      <button type="button" className="status-action--reply" onClick={() => replied(id)}>Reply</button>
      <button type="button" className="status-action--favourite" onClick={() => faved(id)}>Favorite</button>
      <input aria-label={`field ${id}`} />
    </article>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function setup() {
  const r = await renderWithStore(
    <>
      <main id="main">
        <Post id="1" />
        <Post id="2" />
      </main>
      <Where />
      <KeyboardShortcuts />
    </>,
  );
  return r;
}
const press = (key: string, target: Element = document.activeElement ?? document.body) => fireEvent.keyDown(target, { key });

describe('KeyboardShortcuts', () => {
  beforeEach(() => {
    faved.mockClear();
    replied.mockClear();
  });

  it('walks posts with j / k and acts on the focused one', async () => {
    await setup();
    press('j');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'post 1' }));
    press('j');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'post 2' }));
    press('k');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'post 1' }));
    press('f');
    expect(faved).toHaveBeenCalledWith('1');
    press('r');
    expect(replied).toHaveBeenCalledWith('1');
    await act(() => new Promise(requestAnimationFrame));
    expect(screen.getByTestId('shortcut-announcer')).toHaveTextContent('Reply');
  });

  it('never acts while typing or with a modifier', async () => {
    await setup();
    press('j');
    const field = screen.getByRole('textbox', { name: 'field 1' });
    field.focus();
    press('f', field);
    fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true });
    expect(faved).not.toHaveBeenCalled();
  });

  it('opens the help dialog with ?, closed by Escape', async () => {
    await setup();
    press('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(screen.getByRole('cell', { name: 'Next post' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Go to lists' })).toBeInTheDocument();
    // While the dialog is open, keys belong to it.
    press('j', dialog);
    expect(document.activeElement?.closest('article')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes home and to lists with g h / g l', async () => {
    await setup();
    press('g');
    press('l');
    expect(screen.getByTestId('where')).toHaveTextContent('/lists');
    press('g');
    press('h');
    expect(screen.getByTestId('where')).toHaveTextContent('/main/friends');
  });

  it('is off with the preference off', async () => {
    const { store } = await setup();
    act(() => void store.dispatch(setOption({ name: 'keyboardShortcuts', value: false })));
    press('j');
    press('?');
    expect(document.activeElement?.closest('article')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
