import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../test/renderWithStore';
import { Link } from './Link';
import { isActivePath, NavLink } from './NavLink';

describe('isActivePath', () => {
  it('matches the path itself and the paths below it, not a longer name', () => {
    expect(isActivePath('/bob', '/bob')).toBe(true);
    expect(isActivePath('/bob/media', '/bob')).toBe(true);
    expect(isActivePath('/bobby', '/bob')).toBe(false);
    expect(isActivePath('/bob/media', '/bob', true)).toBe(false);
  });
});

describe('Link', () => {
  it('has a real href and navigates in the app on a plain click', () => {
    const { router } = renderWithStore(<Link to="/about">About</Link>, { route: '/main/all' });
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('leaves the navigation alone when its own click handler prevented it', () => {
    const { router } = renderWithStore(
      <Link to="/about" onClick={(e) => e.preventDefault()}>
        About
      </Link>,
      { route: '/main/all' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/main/all');
  });

  it('leaves a modified click to the browser (a new tab)', () => {
    const { router } = renderWithStore(<Link to="/about">About</Link>, { route: '/main/all' });
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/main/all');
  });
});

describe('NavLink', () => {
  it('says it is the current page only on its route', () => {
    renderWithStore(
      <>
        <NavLink to="/main/all">All</NavLink>
        <NavLink to="/about">About</NavLink>
      </>,
      { route: '/main/all' },
    );
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });
});
