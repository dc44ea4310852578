// The DOM side of the post shortcuts: which post is current, moving to the next or previous one,
// and pressing a post's own buttons (so each shortcut does exactly what its button does).
import type { ShortcutAction } from './shortcuts';

/** Posts of the main column, outer articles only (not a quoted post inside one). */
const POSTS = 'article[data-status-id]:not(article article), article[data-notification-id]:not(article article)';

/** The post that holds focus. */
export function currentPost(): HTMLElement | null {
  const active = document.activeElement;
  const article = active instanceof HTMLElement ? active.closest<HTMLElement>('article[data-status-id], article[data-notification-id]') : null;
  return article?.closest<HTMLElement>('article:not(article article)') ?? null;
}

/** The first post at least partly below the sticky top bar. */
function firstInView(posts: HTMLElement[]): HTMLElement | undefined {
  const top = document.querySelector('.top-bar, header')?.getBoundingClientRect().bottom ?? 0;
  return posts.find((p) => p.getBoundingClientRect().bottom > top + 1) ?? posts[0];
}

/**
 * j / k: in a feed, its own Page Down / Page Up (it knows the virtual window and renders a post
 * before focusing it); elsewhere the next rendered post. Starts at the first post in view.
 */
export function movePost(step: 1 | -1): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  const posts = Array.from(main.querySelectorAll<HTMLElement>(POSTS));
  const current = currentPost();
  if (!current || !main.contains(current)) {
    const first = firstInView(posts);
    first?.focus();
    return first ?? null;
  }
  if (current.closest('[role="feed"]')) {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: step === 1 ? 'PageDown' : 'PageUp', bubbles: true }));
    return currentPost();
  }
  const next = posts[posts.indexOf(current) + step];
  next?.focus();
  return next ?? null;
}

/** The button of a post each post shortcut presses. */
const BUTTONS: Partial<Record<ShortcutAction, string>> = {
  reply: '.status-action--reply',
  favourite: '.status-action--favourite',
  repeat: '.status-action--repeat',
  react: '.status-action--react',
  expand: '.status-content__toggle',
  open: 'a.status-header__time',
};

/** Presses the current post's control for `action`; false when there is no post or no such control. */
export function pressPostControl(action: ShortcutAction): boolean {
  const post = currentPost();
  const selector = BUTTONS[action];
  if (!post || !selector) return false;
  // The post's own control, not one of a quoted post inside it.
  const control = Array.from(post.querySelectorAll<HTMLElement>(selector)).find((el) => el.closest('article') === post);
  if (!control || (control instanceof HTMLButtonElement && control.disabled)) return false;
  control.click();
  return true;
}
