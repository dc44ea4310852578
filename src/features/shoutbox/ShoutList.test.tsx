import { screen } from '@testing-library/react';
import type { ShoutMessage } from '../../entities/shout';
import { renderWithStore } from '../../store/testing';
import { ShoutList } from './ShoutList';

const shouts: ShoutMessage[] = Array.from({ length: 100 }, (_, i) => ({
  id: String(i + 1),
  text: `shout ${i + 1}`,
  author: { id: '7', username: 'bob', avatar: '' },
}));

describe('ShoutList', () => {
  it('renders a window of the shouts it keeps, each placed in the whole list', async () => {
    await renderWithStore(<ShoutList messages={shouts} emojis={[]} />);
    const list = screen.getByRole('list', { name: 'Shouts' });
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(30);
    expect(items.every((li) => li.getAttribute('aria-setsize') === '100')).toBe(true);
    // Spacers stand in for the rest and are hidden from assistive technology.
    expect(list.querySelectorAll('li[aria-hidden="true"]').length).toBeGreaterThan(0);
  });
});
