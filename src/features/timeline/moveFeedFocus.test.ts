import { moveFeedFocus } from './moveFeedFocus';

function feed(): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = '<article tabindex="-1" id="a"><button>x</button></article><div><article tabindex="-1" id="b"></article></div>';
  document.body.append(el);
  return el;
}

describe('moveFeedFocus', () => {
  it('moves from inside an article to the next one, also one wrapped a level down', () => {
    const el = feed();
    expect(moveFeedFocus(el, el.querySelector('button'), 1)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
    el.remove();
  });

  it('starts at the first or last article from outside, and stops at the ends', () => {
    const el = feed();
    expect(moveFeedFocus(el, null, -1)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
    expect(moveFeedFocus(el, document.activeElement, 1)).toBe(false);
    el.remove();
  });
});
