import { emojifyText, htmlToText, sanitizeHtml } from './html';
import type { Emoji } from './types';

const blobcat: Emoji = { shortcode: 'blobcat', url: 'https://x.example/blobcat.png', static_url: 'https://x.example/blobcat.png' };

function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('sanitizeHtml: XSS', () => {
  const cases: [string, string][] = [
    ['script', '<p>hi</p><script>alert(1)</script>'],
    ['onerror', '<img src="https://x.example/a.png" onerror="alert(1)">'],
    ['javascript href', '<a href="javascript:alert(1)">x</a>'],
    ['javascript href with whitespace and case', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['style attribute', '<p style="position:fixed;top:0">x</p>'],
    ['style element', '<style>body{display:none}</style><p>x</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['svg onload', '<svg onload="alert(1)"><circle/></svg>'],
    ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['form/input', '<form action="https://evil.example"><input name="password"></form>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['onclick on allowed tag', '<a href="https://ok.example" onclick="alert(1)">x</a>'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ];
  it.each(cases)('%s is neutralized', (_name, input) => {
    const out = sanitizeHtml(input);
    expect(out).not.toMatch(/<script|<style|<iframe|<svg|<form|<input|<object|<embed|<math/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(out).not.toMatch(/style=/i);
  });

  it('drops images whose src is not http(s)', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="//evil.example/x.png">')).toBe('');
    expect(sanitizeHtml('<img src="https://x.example/a.png" alt="a">')).toBe('<img src="https://x.example/a.png" alt="a">');
  });

  it('keeps text of unknown tags and non-string input gives empty', () => {
    expect(sanitizeHtml('<marquee>hello</marquee>')).toBe('hello');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
    expect(sanitizeHtml({ html: '<b>x</b>' })).toBe('');
  });
});

describe('sanitizeHtml: post markup', () => {
  it('adds rel and target to every link, keeping rel=tag', () => {
    const el = dom(sanitizeHtml('<a href="https://a.example">a</a><a class="hashtag" rel="tag ugc" href="/tag/x">#x</a><a href="mailto:x@y.example">m</a>'));
    const links = el.querySelectorAll('a');
    expect(links).toHaveLength(3);
    links.forEach((a) => {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('nofollow noopener noreferrer');
    });
    expect(links[1].getAttribute('rel')).toBe('tag nofollow noopener noreferrer');
    expect(links[1].getAttribute('href')).toBe('/tag/x');
    expect(links[2].getAttribute('href')).toBe('mailto:x@y.example');
  });

  it('keeps mention, hashtag, invisible and ellipsis classes and drops others', () => {
    const el = dom(
      sanitizeHtml('<span class="h-card modal"><a class="u-url mention" data-user="1" href="https://a.example/@x">@<span>x</span></a></span><span class="invisible">https://</span><span class="ellipsis">long</span><b class="app-header">b</b>'),
    );
    expect(el.querySelector('.h-card')?.className).toBe('h-card');
    expect(el.querySelector('a')?.className).toBe('u-url mention');
    expect(el.querySelector('a')?.getAttribute('data-user')).toBe('1');
    expect(el.querySelector('.invisible')).not.toBeNull();
    expect(el.querySelector('.ellipsis')).not.toBeNull();
    expect(el.querySelector('b')?.hasAttribute('class')).toBe(false);
  });

  it('keeps formatting tags', () => {
    const html = '<p><strong>a</strong><em>b</em><code>c</code></p><blockquote><ul><li>d</li></ul></blockquote><pre>e</pre><h2>f</h2>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('emoji', () => {
  it('replaces known shortcodes in text, not unknown ones or attributes', () => {
    const out = sanitizeHtml('<p title=":blobcat:">hi :blobcat: :unknown: :nope:blobcat:</p>', [blobcat]);
    const el = dom(out);
    const imgs = el.querySelectorAll('img.emoji');
    expect(imgs).toHaveLength(2);
    expect(imgs[0].getAttribute('alt')).toBe(':blobcat:');
    expect(imgs[0].getAttribute('title')).toBe(':blobcat:');
    expect(imgs[0].getAttribute('src')).toBe(blobcat.url);
    expect(el.textContent).toContain(':unknown:');
    expect(el.querySelector('p')?.getAttribute('title')).toBe(':blobcat:');
  });

  it('emojifyText escapes text and ignores emoji with unsafe urls', () => {
    const evil: Emoji = { shortcode: 'evil', url: 'javascript:alert(1)', static_url: '' };
    const out = emojifyText('<b>a</b> & :blobcat: :evil:', [blobcat, evil]);
    expect(out).toContain('&lt;b&gt;a&lt;/b&gt; &amp; <img');
    expect(out).toContain(':evil:');
    expect(out).not.toContain('javascript');
    expect(emojifyText(undefined)).toBe('');
  });

  it('escapes alt/title via the DOM (quotes cannot break out)', () => {
    const odd: Emoji = { shortcode: 'a+b-c_d', url: 'https://x.example/e.png?a=1&b=2', static_url: '' };
    const out = emojifyText('x :a+b-c_d: y', [odd]);
    const img = dom(out).querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://x.example/e.png?a=1&b=2');
    expect(img?.getAttribute('alt')).toBe(':a+b-c_d:');
  });
});

describe('emoji markup while the page starts', () => {
  it('is built outside the page\'s document, so no emoji image loads before it is shown', () => {
    const made = vi.spyOn(document, 'createElement');
    const out = emojifyText('hi :starling_x:', [{ shortcode: 'starling_x', url: 'https://example.com/s.png', static_url: 'https://example.com/s.png' }]);
    expect(out).toContain('<img');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe('htmlToText', () => {
  it('keeps line structure and emoji alt text', () => {
    expect(htmlToText('<p>one<br>two</p><p>three <img class="emoji" alt=":x:" src="https://x.example/x.png"></p>')).toBe('one\ntwo\n\nthree :x:');
    expect(htmlToText('&lt;b&gt; &amp;')).toBe('<b> &');
    expect(htmlToText('')).toBe('');
  });
});

describe('inlinePreview and instanceEmojis', () => {
  it('keeps custom emoji pictures and flattens the rest onto one line', async () => {
    const { sanitizeHtml } = await import('./html');
    const { inlinePreview } = await import('./inlinePreview');
    const html = sanitizeHtml('<p>hi :blob: <b>there</b></p><p>again</p>', [{ shortcode: 'blob', url: 'https://x.example/blob.png', static_url: '' }]);
    const out = inlinePreview(html);
    expect(out).toContain('<img class="emoji" src="https://x.example/blob.png" alt=":blob:"');
    expect(out).not.toContain('<b>');
    expect(out.replace(/<img[^>]*>/, 'IMG')).toBe('hi IMG there again');
  });

  it('turns the picker list into status emoji', async () => {
    const { instanceEmojis } = await import('./html');
    expect(instanceEmojis([{ replacement: ':blob:', imageUrl: '/e/blob.png' }, { replacement: '😀', imageUrl: null }])).toEqual([
      { shortcode: 'blob', url: '/e/blob.png', static_url: '/e/blob.png' },
    ]);
  });
});
