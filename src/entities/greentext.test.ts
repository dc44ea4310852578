import type { SafeHtml } from './types';
import { withGreentext } from './greentext';

describe('withGreentext', () => {
  it('wraps the lines that start with > and leaves the others', () => {
    const out = withGreentext('<p>&gt;be me<br>normal line<br> &gt;<a href="x">link</a> too</p><p>plain</p>' as SafeHtml);
    const box = document.createElement('div');
    box.innerHTML = out;
    const green = [...box.querySelectorAll('.greentext')].map((e) => e.textContent);
    expect(green).toEqual(['>be me', ' >link too']);
    expect(box.textContent).toContain('normal line');
    expect(box.querySelector('.greentext a')).not.toBeNull();
  });

  it('returns text without arrows unchanged', () => {
    const html = '<p>nothing &amp; more</p>' as SafeHtml;
    expect(withGreentext(html)).toBe(html);
  });
});
