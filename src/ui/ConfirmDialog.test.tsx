import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../test/renderWithStore';
import { requestConfirm, useConfirm } from './confirm';

function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onAnswer(await confirm({ title: 'Delete account', message: 'Delete bob and all of their posts?' }))}>
      ask
    </button>
  );
}

async function ask() {
  const answers: boolean[] = [];
  renderWithStore(<Asker onAnswer={(ok) => answers.push(ok)} />, { store: makeTestStore() });
  const opener = screen.getByRole('button', { name: 'ask' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete account' });
  return { answers, opener, dialog };
}

describe('the confirm dialog (useConfirm)', () => {
  it('is a labelled, described alertdialog with focus on Cancel', async () => {
    const { dialog } = await ask();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Delete bob and all of their posts?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape answers no and gives focus back to the trigger', async () => {
    const { answers, opener } = await ask();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answers).toEqual([false]);
    expect(opener).toHaveFocus();
  });

  it('the confirm button (labelled by the title by default) answers yes', async () => {
    const { answers, dialog, opener } = await ask();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a new question replaces an open one, whose caller hears no', async () => {
    const { answers } = await ask();
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      second = requestConfirm({ title: 'Unfollow bob?', message: 'Really?', confirmLabel: 'Unfollow' });
    });
    await waitFor(() => expect(answers).toEqual([false]));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Unfollow bob?' })).getByRole('button', { name: 'Unfollow' }));
    await expect(second).resolves.toBe(true);
  });
});
