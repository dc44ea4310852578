import { fireEvent, screen } from '@testing-library/react';
import { makeStore } from '../../store/index';
import { makeUser, renderWithStore } from '../../store/testing';
import { BasicUserCard } from './BasicUserCard';

describe('BasicUserCard', () => {
  it('expands into the full card and back with a named toggle', async () => {
    const bob = makeUser({ id: '7', screen_name: 'bob', name: 'Bob', description_html: '<p>Coffee and puns</p>' as never });
    const store = makeStore({ users: { '7': bob } });
    await renderWithStore(<BasicUserCard userId="7" />, { store });
    const toggle = screen.getByRole('button', { name: 'Show the full card of Bob' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Bob' })).toBeNull();

    fireEvent.click(toggle);
    // The full card is a chunk of its own: give its first import time on a loaded machine.
    const full = await screen.findByRole('region', { name: 'Bob' }, { timeout: 10_000 });
    expect(full).toHaveTextContent('Coffee and puns');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the full card of Bob');
    expect(toggle.getAttribute('aria-controls')).toBe(full.parentElement?.id);

    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Bob' })).toBeNull();
  }, 30_000);
});
