import { setServer } from './http';
import { resetPreloaded, takePreloaded } from './preloaded';

const b64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

function pageCarries(block: string) {
  document.getElementById('initial-results')?.remove();
  const el = document.createElement('script');
  el.id = 'initial-results';
  el.type = 'application/json';
  el.textContent = block;
  document.head.append(el);
  resetPreloaded();
}

afterEach(() => {
  document.getElementById('initial-results')?.remove();
  resetPreloaded();
  setServer('');
});

describe("the page's preload", () => {
  it('gives each embedded answer once, decoded as UTF-8 JSON', () => {
    pageCarries(JSON.stringify({ '/api/v1/instance': b64({ title: 'Ünïcödé ★ 🐦' }), '/instance/panel.html': b64('<p>hi</p>') }));
    expect(takePreloaded('/api/v1/instance')).toEqual({ title: 'Ünïcödé ★ 🐦' });
    expect(takePreloaded('/api/v1/instance')).toBeUndefined(); // a retry asks the server
    expect(takePreloaded('/instance/panel.html')).toBe('<p>hi</p>');
    expect(takePreloaded('/nodeinfo/2.0.json')).toBeUndefined();
  });

  it('ignores what is malformed, and everything when talking to another server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageCarries(JSON.stringify({ '/api/v1/instance': 'not base64 json!', '/nodeinfo/2.0.json': 42 }));
    expect(takePreloaded('/api/v1/instance')).toBeUndefined();
    expect(takePreloaded('/nodeinfo/2.0.json')).toBeUndefined();
    pageCarries('{ not json');
    expect(takePreloaded('/api/v1/instance')).toBeUndefined();
    pageCarries(JSON.stringify({ '/api/v1/instance': b64({ title: 'here' }) }));
    setServer('https://elsewhere.example');
    expect(takePreloaded('/api/v1/instance')).toBeUndefined();
    warn.mockRestore();
  });

  it('is absent on servers that do not embed it', () => {
    expect(takePreloaded('/api/v1/instance')).toBeUndefined();
  });
});
