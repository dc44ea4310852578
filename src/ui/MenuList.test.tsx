import { render, screen } from '@testing-library/react';
import { MenuList } from './MenuList';

describe('MenuList', () => {
  it('is a named menu carrying the shared look and the menu’s own class', () => {
    render(
      <MenuList label="Actions" className="account-actions__list">
        <li role="none">
          <button type="button" role="menuitem">Mute</button>
        </li>
      </MenuList>,
    );
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(menu).toHaveClass('menu-list', 'account-actions__list');
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toBeInTheDocument();
  });
});
