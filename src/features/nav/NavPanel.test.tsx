import { fireEvent, screen, within } from '@testing-library/react';
import { makeTestStore, makeUser, renderWithStore } from '../../test/renderWithStore';
import { NavPanel } from './NavPanel';

const instance = { private: false, federating: true, pleromaChatMessagesAvailable: true };

function renderPanel(opts: Parameters<typeof makeTestStore>[0], route = '/main/public') {
  return renderWithStore(<NavPanel />, { store: makeTestStore(opts), route });
}

describe('NavPanel', () => {
  it('is a labelled navigation landmark', () => {
    renderPanel({ instance });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows visitors the public timelines and about, nothing personal', () => {
    renderPanel({ instance });
    expect(screen.getByRole('link', { name: 'Public timeline' })).toHaveAttribute('href', '/main/public');
    expect(screen.getByRole('link', { name: 'The whole known network' })).toHaveAttribute('href', '/main/all');
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
    for (const name of ['Home timeline', 'Bookmarks', 'Direct messages', 'Interactions', 'Chats']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows members their timelines, interactions and chats with an unread badge', () => {
    renderPanel({ instance, user: makeUser() });
    expect(screen.getByRole('link', { name: 'Home timeline' })).toHaveAttribute('href', '/main/friends');
    expect(screen.getByRole('link', { name: 'Direct messages' })).toHaveAttribute('href', '/users/alice/dms');
    expect(screen.getByRole('link', { name: 'Interactions' })).toHaveAttribute('href', '/users/alice/interactions');
    expect(screen.getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/users/alice/chats');
  });

  it('hides timelines from visitors of a private instance', () => {
    renderPanel({ instance: { ...instance, private: true } });
    expect(screen.queryByRole('button', { name: 'Timelines' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Public timeline' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it('hides the whole network when not federating', () => {
    renderPanel({ instance: { ...instance, federating: false } });
    expect(screen.queryByRole('link', { name: 'The whole known network' })).not.toBeInTheDocument();
  });

  it('hides chats when the server has no chat messages', () => {
    renderPanel({ instance: { ...instance, pleromaChatMessagesAvailable: false }, user: makeUser() });
    expect(screen.queryByRole('link', { name: 'Chats' })).not.toBeInTheDocument();
  });

  it('shows follow requests with a count badge to locked accounts', () => {
    renderPanel({ instance, user: makeUser({ locked: true, follow_request_count: 3 }) });
    const link = screen.getByRole('link', { name: /Follow requests/ });
    expect(link).toHaveAttribute('href', '/friend-requests');
    expect(within(link).getByText('3')).toBeInTheDocument();
  });

  it('hides follow requests from unlocked accounts', () => {
    renderPanel({ instance, user: makeUser({ locked: false, follow_request_count: 3 }) });
    expect(screen.queryByRole('link', { name: /Follow requests/ })).not.toBeInTheDocument();
  });

  it('collapses and expands the timelines group', () => {
    renderPanel({ instance });
    const toggle = screen.getByRole('button', { name: 'Timelines' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Public timeline' })).not.toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderPanel({ instance }, '/main/public');
    expect(screen.getByRole('link', { name: 'Public timeline' })).toHaveAttribute('aria-current', 'page');
  });
});
