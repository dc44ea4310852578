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
  it('opens on click and says so (the panel is its own chunk: it arrives a moment later)', async () => {
    const trigger = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: 'More options' })).toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    const trigger = setup();
    fireEvent.click(trigger);
    await screen.findByRole('dialog');
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const trigger = setup();
    fireEvent.click(trigger);
    const pick = await screen.findByRole('button', { name: 'Pick' });
    pick.focus();
    fireEvent.keyDown(pick, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('lets content close it', async () => {
    const trigger = setup();
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on hover in hover mode', async () => {
    const trigger = setup('hover');
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
