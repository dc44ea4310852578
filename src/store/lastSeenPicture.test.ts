import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_PATH, takePicture } from './lastSeenPicture';
import { MOBILE_BREAKPOINT } from './uiSlice';

/** A home page: sidebar, a floating button, a feed of `rows` rows each 300 px tall. */
function page(rows: number) {
  document.body.innerHTML = `<div id="app"><div class="shell">
    <div class="shell__sidebar"><form><input name="status"></form></div>
    <main><div role="feed">${Array.from({ length: rows }, (_, i) => `<div data-vid="s${i}"><article>post ${i}</article></div>`).join('')}<div aria-hidden="true"></div></div>
    <button class="new-post-button">New post</button></main></div></div>`;
  document.querySelectorAll<HTMLElement>('[data-vid]').forEach((row, i) => {
    row.getBoundingClientRect = () => ({ top: i * 300 }) as DOMRect;
  });
  return document.getElementById('app')!;
}

describe('takePicture', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', HOME_PATH);
    window.innerHeight = 800;
  });

  it('keeps home’s first screens as drawn, with the sidebar’s box empty and what arrives later left out', () => {
    const picture = takePicture(page(10), false)!;
    expect(picture).toMatchObject({ path: HOME_PATH, mobile: false, breakpoint: MOBILE_BREAKPOINT });
    const drawn = document.createElement('div');
    drawn.innerHTML = picture.html;
    // Two screens of 800 px: rows starting at 0..1500 px.
    expect([...drawn.querySelectorAll('article')].map((a) => a.textContent)).toEqual(['post 0', 'post 1', 'post 2', 'post 3', 'post 4', 'post 5']);
    expect(drawn.querySelector('.shell__sidebar')?.childElementCount).toBe(0);
    expect(drawn.querySelector('.new-post-button')).toBeNull();
    // The page itself is untouched.
    expect(document.querySelectorAll('#app article')).toHaveLength(10);
    expect(document.querySelector('#app .new-post-button')).not.toBeNull();
  });

  it('takes none away from home, scrolled down, with something open over the page, or with no post drawn', () => {
    window.history.replaceState(null, '', '/main/all');
    expect(takePicture(page(3), false)).toBeNull();
    window.history.replaceState(null, '', HOME_PATH);

    const app = page(3);
    app.insertAdjacentHTML('beforeend', '<div role="dialog">open</div>');
    expect(takePicture(app, false)).toBeNull();

    expect(takePicture(page(0), false)).toBeNull();

    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      expect(takePicture(page(3), false)).toBeNull();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
