import { fireEvent, screen } from '@testing-library/react';
import { makeTestStore, makeUser, renderWithStore } from '../test/renderWithStore';
import { Avatar, PLACEHOLDER_AVATAR } from './Avatar';

const user = makeUser({ name: 'Alice', profile_image_url: 'https://example.test/a.png' });

describe('Avatar', () => {
  it('shows the picture, lazily, named after the user by default', () => {
    renderWithStore(<Avatar user={user} size={40} />, { store: makeTestStore() });
    const img = screen.getByRole('img', { name: 'Alice' });
    expect(img).toHaveAttribute('src', 'https://example.test/a.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '40');
  });

  it('can be decorative', () => {
    const { container } = renderWithStore(<Avatar user={user} alt="" />, { store: makeTestStore() });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Alice' })).not.toBeInTheDocument();
  });

  it('falls back to the instance default avatar, then to a placeholder', () => {
    const store = makeTestStore({ instance: { defaultAvatar: '/images/avi.png' } });
    renderWithStore(<Avatar user={user} />, { store });
    const img = screen.getByRole('img', { name: 'Alice' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/avi.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_AVATAR);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_AVATAR);
  });

  it('goes straight to the placeholder without an instance default', () => {
    renderWithStore(<Avatar user={user} />, { store: makeTestStore({ instance: { defaultAvatar: '' } }) });
    const img = screen.getByRole('img', { name: 'Alice' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_AVATAR);
  });
});
