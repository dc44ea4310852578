import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { makeTestStore, makeUser, renderWithStore } from '../../test/renderWithStore';
import { SideDrawer } from './SideDrawer';

const instance = { private: false, federating: true, pleromaChatMessagesAvailable: true };

function Harness({ onOpenSettings = () => {}, onLogout = () => {} }: { onOpenSettings?: () => void; onLogout?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open drawer
      </button>
      <SideDrawer open={open} onClose={() => setOpen(false)} onOpenSettings={onOpenSettings} onLogout={onLogout} />
    </>
  );
}

function setup(opts: { user?: ReturnType<typeof makeUser>; onOpenSettings?: () => void; onLogout?: () => void } = {}) {
  const store = makeTestStore({ instance, user: opts.user ?? null, mobile: true });
  return renderWithStore(<Harness onOpenSettings={opts.onOpenSettings} onLogout={opts.onLogout} />, {
    store,
    route: '/main/public',
  });
}
const dialog = () => screen.queryByRole('dialog', { name: 'Menu' });

describe('SideDrawer', () => {
  it('is a modal dialog that takes focus', () => {
    setup();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('offers visitors the login entry', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('closes and navigates when an item is chosen', () => {
    const { router } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('closes on Escape', () => {
    setup();
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes on a click beside it', () => {
    setup();
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes on a left swipe', () => {
    setup();
    const panel = dialog()!;
    fireEvent.touchStart(panel, { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 150, clientY: 310 }] });
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays open on a right swipe, a short swipe or a mostly vertical one', () => {
    setup();
    const panel = dialog()!;
    const swipe = (dx: number, dy: number) => {
      fireEvent.touchStart(panel, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(60, 0);
    swipe(-20, 0);
    swipe(-40, 80);
    expect(dialog()).toBeInTheDocument();
  });

  it('keeps Tab inside the drawer', () => {
    setup();
    const panel = dialog()!;
    const focusables = panel.querySelectorAll<HTMLElement>('a[href], button');
    const last = focusables[focusables.length - 1];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(focusables[0]).toHaveFocus();
    fireEvent.keyDown(focusables[0], { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('runs the settings and logout actions for members and closes', () => {
    const onOpenSettings = vi.fn();
    const onLogout = vi.fn();
    setup({ user: makeUser(), onOpenSettings, onLogout });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open drawer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows members their name and chats with an unread count', () => {
    setup({ user: makeUser({ name: 'Alice A.' }) });
    expect(screen.getByText('Alice A.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Chats/ })).toHaveAttribute('href', '/users/alice/chats');
  });
});
