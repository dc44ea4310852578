import { fireEvent, render, screen } from '@testing-library/react';
import { Popover } from './Popover';

function setup(mode: 'click' | 'hover' = 'click') {
  render(
    <>
      <Popover trigger="More" mode={mode} contentLabel="More options">
        {(close) => (
          <button type="button" onClick={close}>
            Pick
          </button>
        )}
      </Popover>
      <p>outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'More' });
}

describe('Popover', () => {
  it('opens on click and says so', () => {
    const trigger = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'More options' })).toBeInTheDocument();
  });

  it('closes on an outside click', () => {
    const trigger = setup();
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const trigger = setup();
    fireEvent.click(trigger);
    const pick = screen.getByRole('button', { name: 'Pick' });
    pick.focus();
    fireEvent.keyDown(pick, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('lets content close it', () => {
    const trigger = setup();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on hover in hover mode', () => {
    const trigger = setup('hover');
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
