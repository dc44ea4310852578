import { keyboardLikely, newPostButtonMode, type NewPostButtonInput } from './newPostButtonRules';

const member: NewPostButtonInput = { loggedIn: true, isMobile: true, onChats: false, showNewPostButton: false, autohideFloatingPostButton: false };

describe('newPostButtonMode', () => {
  it('shows the button to members on a phone, or anywhere with "always show"', () => {
    expect(newPostButtonMode(member)).toBe('always');
    expect(newPostButtonMode({ ...member, isMobile: false })).toBe('none');
    expect(newPostButtonMode({ ...member, isMobile: false, showNewPostButton: true })).toBe('always');
    expect(newPostButtonMode({ ...member, loggedIn: false, showNewPostButton: true })).toBe('none');
    expect(newPostButtonMode({ ...member, onChats: true })).toBe('none');
  });

  it('autohides only when asked and "always show" is not set', () => {
    expect(newPostButtonMode({ ...member, autohideFloatingPostButton: true })).toBe('autohide');
    expect(newPostButtonMode({ ...member, autohideFloatingPostButton: true, showNewPostButton: true })).toBe('always');
    expect(newPostButtonMode({ ...member, isMobile: false, autohideFloatingPostButton: true, showNewPostButton: true })).toBe('always');
  });
});

describe('keyboardLikely', () => {
  it('is a short viewport on a narrow screen', () => {
    expect(keyboardLikely(390, 500)).toBe(true);
    expect(keyboardLikely(390, 844)).toBe(false);
    expect(keyboardLikely(320, 300)).toBe(true);
    expect(keyboardLikely(1280, 400)).toBe(false);
  });
});
