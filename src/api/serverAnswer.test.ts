import { request } from './http';
import { noteServerAnswer, onServerAnswer, serverDown } from './serverAnswer';

const answer = (status: number) => new Response(status === 204 ? null : '{}', { status, headers: { 'content-type': 'application/json' } });

describe('serverAnswer: whether the server answers, from the request layer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    noteServerAnswer(true);
  });

  it('no answer or a 502/503/504 marks it down; the next answered request (even a 4xx) clears it', async () => {
    const seen: boolean[] = [];
    const off = onServerAnswer(() => seen.push(serverDown()));
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('/api/v1/instance')).rejects.toMatchObject({ status: 0 });
    expect(serverDown()).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer(404))));
    await expect(request('/api/v1/instance')).rejects.toMatchObject({ status: 404 });
    expect(serverDown()).toBe(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer(503))));
    await expect(request('/api/v1/instance')).rejects.toMatchObject({ status: 503 });
    expect(serverDown()).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer(200))));
    await request('/api/v1/instance');
    expect(seen).toEqual([true, false, true, false]);
    off();
  });

  it('another origin that does not answer says nothing of this server', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('https://elsewhere.example/x')).rejects.toMatchObject({ status: 0 });
    expect(serverDown()).toBe(false);
  });
});
