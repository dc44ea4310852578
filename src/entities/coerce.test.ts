import { cssUrl, id, str, strOrNull, strings, url } from './coerce';
import { applyFrontendConfig, defaultInstanceSettings } from './instanceBuilders';
import { normalizeUser } from './user';
import { normalizeStatus } from './status';
import { sanitizeHtml } from './html';

describe('strings from a server are well-formed', () => {
  it('replaces lone surrogates in every string reader', () => {
    expect(str('x\ud800')).toBe('x\ufffd');
    expect(strOrNull('\udc00')).toBe('\ufffd');
    expect(id('9\ud800')).toBe('9\ufffd');
    expect(strings(['a\ud800', 1, 'b'])).toEqual(['a\ufffd', 'b']);
  });

  it('a hostile account normalizes to strings encodeURIComponent accepts', () => {
    const user = normalizeUser({ id: '1', acct: 'x\ud800', username: 'x\ud800', display_name: 'Eve \udc00', note: '<p>hi\ud800</p>' });
    for (const s of [user.screen_name, user.screen_name_ui, user.name, user.name_html, user.description_html]) {
      expect(() => encodeURIComponent(s)).not.toThrow();
    }
    const { users } = normalizeStatus({ id: '2', content: '<p>\ud800</p>', account: { id: '1', acct: 'x\ud800' } });
    expect(() => encodeURIComponent(users[0].screen_name)).not.toThrow();
    expect(() => encodeURIComponent(sanitizeHtml('<b>\udfff</b>'))).not.toThrow();
  });
});

describe('THE URL policy', () => {
  it.each([
    ['https://a.example/x.png', 'https://a.example/x.png'],
    ['/media/a.png', '/media/a.png'],
    [' \t/media/a.png\n', '/media/a.png'],
    ['javascript:alert(1)', ''],
    ['JaVaScRiPt:alert(1)', ''],
    [' javascript:alert(1)', ''],
    ['java\tscript:alert(1)', ''],
    ['data:image/svg+xml,<svg/>', ''],
    ['//evil.example/x', ''],
    ['/\\evil.example/x', ''], // browsers read it as //evil.example/x
    ['\\\\evil.example/x', ''],
    ['/\t/evil.example/x', ''], // the tab is dropped: //evil.example
    ['https:///x', ''],
    ['relative/path', ''],
  ])('%j → %j', (input, out) => {
    expect(url(input)).toBe(out);
  });

  it('cssUrl cannot end the url() early', () => {
    expect(cssUrl('/a.png')).toBe('url("/a.png")');
    expect(cssUrl('/a").x{')).toBe('url("/a\\22 ).x{")');
    expect(cssUrl('/a\\b\nc')).toBe('url("/a\\5c b\\a c")');
  });

  it('front-end configuration URLs pass the policy (logo, wallpaper, defaults)', () => {
    const s = applyFrontendConfig(defaultInstanceSettings(), {
      pleroma_fe: {
        logo: 'javascript:alert(1)',
        background: '/\\evil.example/bg.jpg',
        defaultAvatar: 'https://cdn.example/avi.png',
        nsfwCensorImage: '',
        name: 'Hi\ud800',
      },
    });
    expect(s.logo).toBe(defaultInstanceSettings().logo);
    expect(s.background).toBe(defaultInstanceSettings().background);
    expect(s.defaultAvatar).toBe('https://cdn.example/avi.png');
    expect(s.nsfwCensorImage).toBe('');
    expect(s.name).toBe('Hi\ufffd');
  });

  it('images in post HTML pass the same policy', () => {
    expect(sanitizeHtml('<p><img src="/\\evil.example/t.gif" alt="x">ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p><img src="/media/a.png" alt="x"></p>')).toContain('src="/media/a.png"');
  });
});
