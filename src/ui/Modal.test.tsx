import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { makeTestStore, renderWithStore } from '../test/renderWithStore';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Dialog title">
        <input aria-label="first field" />
        <button type="button">inner</button>
      </Modal>
    </>
  );
}

function openModal() {
  renderWithStore(<Harness />, { store: makeTestStore() });
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Dialog title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const opener = openModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still closes on Escape, and takes Tab back, when focus fell to the body (a focused button was disabled)', () => {
    openModal();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on the Close button and on a backdrop click, not on a click inside', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'inner' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab inside', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const inner = screen.getByRole('button', { name: 'inner' });
    inner.focus();
    fireEvent.keyDown(inner, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(inner).toHaveFocus();
  });
});
