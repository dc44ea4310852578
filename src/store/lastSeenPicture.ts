// A picture of the first screen: the page's markup as it is drawn, kept with the last page
// (store/lastSeen.ts) so that the next start shows it before the app's code has run
// (public/last-seen-early.js); the app's first frame then draws the same page in its place.
// Taken only when the page is what that first frame draws: home, at the top, nothing open over it.
import { MOBILE_BREAKPOINT } from './uiSlice';

export interface LastSeenPicture {
  /** Where it was taken; the next start shows it only there (or at `/`, which leads there). */
  path: string;
  /** The layout it was drawn in: shown only when the window is on the same side of the breakpoint. */
  mobile: boolean;
  breakpoint: number;
  html: string;
}

export const HOME_PATH = '/main/friends';
/** Marks the picture's elements while they are on screen (set by public/last-seen-early.js). */
export const PICTURE_ATTR = 'data-kept-picture';
/** Something open over the page: the next start does not draw it. */
const OPEN_OVER = '[role="dialog"], [role="menu"], [role="listbox"], dialog[open], [aria-modal="true"]';
/** What the first frame does not have yet (each arrives after it): left out of the picture. */
const LEFT_OUT = '.new-post-button, .shell__notifications, .global-notices__region > *';
/** The first frame holds the sidebar's column with an empty box of the same width. */
const EMPTIED = '.shell__sidebar';
/** Rows more than this many screens down are not in the picture: nobody sees them before the app runs. */
const SCREENS = 2;
const ROWS = '[role="feed"] > [data-vid]';

export function takePicture(root: HTMLElement | null, mobile: boolean): LastSeenPicture | null {
  if (!root || location.pathname !== HOME_PATH || window.scrollY !== 0) return null;
  if (root.querySelector(OPEN_OVER) || !root.querySelector('[role="feed"] article')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  const limit = window.innerHeight * SCREENS;
  const rows = root.querySelectorAll(ROWS);
  const copiedRows = copy.querySelectorAll(ROWS);
  rows.forEach((row, i) => {
    if (row.getBoundingClientRect().top > limit) copiedRows[i]?.remove();
  });
  copy.querySelectorAll(LEFT_OUT).forEach((el) => el.remove());
  copy.querySelectorAll(EMPTIED).forEach((el) => el.replaceChildren());
  return { path: HOME_PATH, mobile, breakpoint: MOBILE_BREAKPOINT, html: copy.innerHTML };
}
