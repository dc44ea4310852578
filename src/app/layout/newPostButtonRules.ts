// The floating new-post button: who sees it, and whether it may hide. The persistent
// option (showNewPostButton, "always show") wins over autohide: set together, the button stays.

export interface NewPostButtonInput {
  loggedIn: boolean;
  isMobile: boolean;
  onChats: boolean;
  showNewPostButton: boolean;
  autohideFloatingPostButton: boolean;
}

/** `none`: not shown; `autohide`: hides while scrolling down or typing; `always`: stays put. */
export type NewPostButtonMode = 'none' | 'autohide' | 'always';

export function newPostButtonMode(p: NewPostButtonInput): NewPostButtonMode {
  if (!p.loggedIn || p.onChats || !(p.isMobile || p.showNewPostButton)) return 'none';
  return p.autohideFloatingPostButton && !p.showNewPostButton ? 'autohide' : 'always';
}

/** On-screen keyboard heuristic: a short viewport on a narrow screen. */
export function keyboardLikely(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width >= 350 && width < 450 && height < 560);
}
