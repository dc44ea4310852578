import { ApiError, buildQuery, parseLinkHeader, redactUrl, request, serverMessageOf, setServer } from './http';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function mockFetch(impl: (url: string, init: RequestInit) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return impl(url, init);
  }));
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  setServer('');
});

describe('parseLinkHeader', () => {
  it('reads next/prev', () => {
    expect(parseLinkHeader('<https://x/api/v1/timelines/public?max_id=123&limit=20>; rel="next", <https://x/api/v1/timelines/public?min_id=456>; rel="prev"'))
      .toEqual({ maxId: '123', minId: '456' });
  });
  it('keeps flake ids and ids beyond 2^53 as strings', () => {
    expect(parseLinkHeader('<https://x/a?max_id=9zE8V7kQLJbQbXsGRs>; rel="next", <https://x/a?since_id=9zE8ZZ>; rel="prev"'))
      .toEqual({ maxId: '9zE8V7kQLJbQbXsGRs', minId: '9zE8ZZ' });
    expect(parseLinkHeader('<https://x/a?max_id=109302475629870515>; rel="next"').maxId).toBe('109302475629870515');
  });
  it('tolerates odd spacing, quotes, order and missing rels', () => {
    expect(parseLinkHeader('<https://x/a?min_id=7>;rel=prev,<https://x/a?limit=20&max_id=5>  ;  rel = "next"')).toEqual({ maxId: '5', minId: '7' });
    expect(parseLinkHeader("<https://x/a?max_id=5>; rel='next'")).toEqual({ maxId: '5', minId: null });
    expect(parseLinkHeader('<https://x/a?max_id=5>')).toEqual({ maxId: '5', minId: null });
    expect(parseLinkHeader('<https://x/a?max_id=5>; rel="next last"')).toEqual({ maxId: '5', minId: null });
    expect(parseLinkHeader('<https://x/a?page=2>; rel="next"')).toEqual({ maxId: null, minId: null });
    expect(parseLinkHeader('')).toEqual({ maxId: null, minId: null });
    expect(parseLinkHeader(null)).toEqual({ maxId: null, minId: null });
    expect(parseLinkHeader('garbage; rel="next"')).toEqual({ maxId: null, minId: null });
  });
});

describe('query and body encoding', () => {
  it('encodes arrays as key[] and skips null/undefined', () => {
    expect(buildQuery({ id: ['1', 2], limit: 20, local: true, max_id: null, since_id: undefined })).toBe('?id%5B%5D=1&id%5B%5D=2&limit=20&local=true');
    expect(buildQuery({})).toBe('');
  });

  it('sends form bodies url-encoded, or multipart when a Blob is present', async () => {
    mockFetch(() => json({}));
    await request('/api/v1/statuses', { method: 'POST', form: { status: 'hi', media_ids: ['1', '2'], skip: undefined } });
    const body = calls[0].init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.toString()).toBe('status=hi&media_ids%5B%5D=1&media_ids%5B%5D=2');
    await request('/api/v1/media', { method: 'POST', form: { file: new Blob(['x']), description: 'd' } });
    const fd = calls[1].init.body as FormData;
    expect(fd).toBeInstanceOf(FormData);
    expect(fd.get('description')).toBe('d');
  });

  it('sends JSON bodies and the bearer token in a header, never the URL', async () => {
    setServer('https://pleroma.example/');
    mockFetch(() => json({ ok: true }));
    const res = await request<{ ok: boolean }>('/api/v1/x', { method: 'PATCH', json: { a: 1 }, token: 'SECRET' });
    expect(res.data).toEqual({ ok: true });
    expect(calls[0].url).toBe('https://pleroma.example/api/v1/x');
    expect(calls[0].url).not.toContain('SECRET');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer SECRET');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"a":1}');
  });
});

describe('responses', () => {
  it('parses JSON, returns cursors, 204 → null, text for html', async () => {
    mockFetch((url) => {
      if (url.endsWith('/empty')) return new Response(null, { status: 204 });
      if (url.endsWith('.html')) return new Response('<p>tos</p>', { headers: { 'content-type': 'text/html' } });
      return json([1], 200, { link: '<https://x/a?max_id=10>; rel="next"' });
    });
    const list = await request('/api/v1/timelines/home');
    expect(list).toMatchObject({ data: [1], status: 200, cursors: { maxId: '10', minId: null } });
    expect((await request('/api/v1/empty', { method: 'POST' })).data).toBeNull();
    expect((await request('/static/terms-of-service.html')).data).toBe('<p>tos</p>');
  });

  it('500 → ApiError with status, body and server message', async () => {
    mockFetch(() => json({ error: 'Something broke' }, 500));
    const err = await request('/api/v1/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, body: { error: 'Something broke' }, serverMessage: 'Something broke', message: 'Something broke' });
  });

  it('an HTML error page → ApiError with the text body', async () => {
    mockFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }));
    const err = await request('/api/v1/x').catch((e) => e);
    expect(err).toMatchObject({ status: 502, statusText: 'Bad Gateway', body: '<html>Bad Gateway</html>', serverMessage: null, message: 'HTTP 502 Bad Gateway' });
  });

  it('HTML or malformed JSON on a 2xx JSON endpoint → ApiError, not a SyntaxError', async () => {
    mockFetch(() => new Response('<!doctype html><title>SPA</title>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const err = await request('/api/v1/instance').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(200);
    expect(err.message).toMatch(/Expected JSON.*text\/html/);
    mockFetch(() => new Response('{"a":', { status: 200, headers: { 'content-type': 'application/json' } }));
    const err2 = await request('/anything').catch((e) => e);
    expect(err2).toBeInstanceOf(ApiError);
    expect(err2.message).toBe('Malformed JSON in the server response');
  });

  it('network failure → status 0, Failed to fetch; abort passes through', async () => {
    mockFetch(() => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')));
    const err = await request('/api/v1/x?access_token=abc').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, message: 'Failed to fetch', url: '/api/v1/x?access_token=[redacted]' });
    mockFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const aborted = await request('/api/v1/x').catch((e) => e);
    expect(aborted.name).toBe('AbortError');
  });

  it('redacts token, access_token and code in error urls', async () => {
    mockFetch(() => json({ error: 'nope' }, 401));
    const err = await request('/oauth/x', { query: { code: 'C0DE', token: 'T0K', state: 'ok', access_token: 'AT' } }).catch((e) => e);
    expect(err.url).toBe('/oauth/x?code=[redacted]&token=[redacted]&state=ok&access_token=[redacted]');
    expect(redactUrl('https://x/?a=1&access_token=zzz#frag')).toBe('https://x/?a=1&access_token=[redacted]#frag');
  });
});

describe('serverMessageOf', () => {
  it('reads error strings, field maps and lists', () => {
    expect(serverMessageOf({ error: 'Invalid credentials' })).toBe('Invalid credentials');
    expect(serverMessageOf({ error: { ap_id: ['has already been taken'], email: ['is invalid', 'is taken'] } }))
      .toBe('ap_id: has already been taken; email: is invalid; email: is taken');
    expect(serverMessageOf({ errors: { detail: 'Internal server error' } })).toBe('Internal server error');
    expect(serverMessageOf({ errors: [{ message: 'a' }, 'b'] })).toBe('a; b');
    expect(serverMessageOf({ error: '' })).toBeNull();
    expect(serverMessageOf('text')).toBeNull();
    expect(serverMessageOf(null)).toBeNull();
    expect(serverMessageOf({ message: 'x' })).toBeNull();
  });
});

describe('token scope', () => {
  it('never sends the token to another host', async () => {
    setServer('https://pleroma.example');
    mockFetch(() => json({}));
    await request('https://elsewhere.example/api/v1/x', { token: 'SECRET' });
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
    await request('https://pleroma.example/api/v1/x', { token: 'SECRET' });
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe('Bearer SECRET');
  });
});
